import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingCreateBody, BillingItem } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

export function createBilling(input: BillingCreateBody): Promise<BillingItem> {
  return api.post<BillingItem>('financial-accomplishments/create/', input);
}

export function useCreateBilling(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBilling,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
