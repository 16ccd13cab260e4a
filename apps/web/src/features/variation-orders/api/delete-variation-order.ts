import { variationOrderOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

/** Sent as PUT (spec 3 §7). */
export function deleteVariationOrder(id: number) {
  return callOperation(variationOrderOperations.delete, { params: { id } });
}

export function useDeleteVariationOrder(contractId: number) {
  return useInvalidatingMutation(deleteVariationOrder, [contractKeys.one(contractId)]);
}
