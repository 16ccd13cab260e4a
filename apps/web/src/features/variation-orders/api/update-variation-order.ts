import { variationOrderOperations, type VariationOrderUpdateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export function updateVariationOrder({ id, input }: { id: number; input: VariationOrderUpdateBody }) {
  return callOperation(variationOrderOperations.update, { params: { id }, body: input });
}

export function useUpdateVariationOrder(contractId: number) {
  return useInvalidatingMutation(updateVariationOrder, [contractKeys.one(contractId)]);
}
