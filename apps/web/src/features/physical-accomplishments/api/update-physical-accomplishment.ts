import { physicalAccomplishmentOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

/** Without `as_of_date` the node keeps its date. */
export function updatePhysicalAccomplishment({ id, ...body }: { id: number; accomplishment: number; as_of_date?: string }) {
  return callOperation(physicalAccomplishmentOperations.update, { params: { id }, body });
}

export function useUpdatePhysicalAccomplishment(contractId: number) {
  return useInvalidatingMutation(updatePhysicalAccomplishment, [contractKeys.one(contractId)]);
}
