import { physicalFeatureOperations, type FeatureAccomplishmentCreateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export function createFeatureAccomplishment(input: FeatureAccomplishmentCreateBody) {
  return callOperation(physicalFeatureOperations.createEntry, { body: input });
}

export function useCreateFeatureAccomplishment(contractId: number) {
  return useInvalidatingMutation(createFeatureAccomplishment, [contractKeys.one(contractId)]);
}
