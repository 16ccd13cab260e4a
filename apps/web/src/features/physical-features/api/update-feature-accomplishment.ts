import { physicalFeatureOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

/** `PUT physical-features/features/update/{id}/` with the quantity only (spec 3 §7). */
export function updateFeatureAccomplishment({ id, quantity }: { id: number; quantity: number }) {
  return callOperation(physicalFeatureOperations.updateEntry, { params: { id }, body: { quantity } });
}

export function useUpdateFeatureAccomplishment(contractId: number) {
  return useInvalidatingMutation(updateFeatureAccomplishment, [contractKeys.one(contractId)]);
}
