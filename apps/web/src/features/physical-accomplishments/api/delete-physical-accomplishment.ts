import { useMutation, useQueryClient } from '@tanstack/react-query';
import { physicalAccomplishmentOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

export function deletePhysicalAccomplishment(id: number) {
  return callOperation(physicalAccomplishmentOperations.delete, { params: { id } });
}

export function useDeletePhysicalAccomplishment(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhysicalAccomplishment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
