import { physicalFeatureOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export function deleteFeatureAccomplishment(id: number) {
  return callOperation(physicalFeatureOperations.deleteEntry, { params: { id } });
}

export function useDeleteFeatureAccomplishment(contractId: number) {
  return useInvalidatingMutation(deleteFeatureAccomplishment, [contractKeys.one(contractId)]);
}
