import { variationOrderOperations, type VariationOrderCreateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export function createVariationOrder(input: VariationOrderCreateBody) {
  return callOperation(variationOrderOperations.create, { body: input });
}

export function useCreateVariationOrder(contractId: number) {
  return useInvalidatingMutation(createVariationOrder, [contractKeys.one(contractId)]);
}
