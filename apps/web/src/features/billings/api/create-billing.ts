import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingOperations, type BillingCreateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

export function createBilling(input: BillingCreateBody) {
  return callOperation(billingOperations.create, { body: input });
}

export function useCreateBilling(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBilling,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
