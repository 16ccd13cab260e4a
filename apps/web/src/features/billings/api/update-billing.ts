import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingOperations, type BillingUpdateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

export function updateBilling({ id, input }: { id: number; input: BillingUpdateBody }) {
  return callOperation(billingOperations.update, { params: { id }, body: input });
}

export function useUpdateBilling(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBilling,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
