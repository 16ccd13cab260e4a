import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

export function deleteBilling(id: number) {
  return callOperation(billingOperations.delete, { params: { id } });
}

export function useDeleteBilling(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBilling,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
