import { physicalAccomplishmentOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export function deletePhysicalAccomplishment(id: number) {
  return callOperation(physicalAccomplishmentOperations.delete, { params: { id } });
}

export function useDeletePhysicalAccomplishment(contractId: number) {
  return useInvalidatingMutation(deletePhysicalAccomplishment, [contractKeys.one(contractId)]);
}
