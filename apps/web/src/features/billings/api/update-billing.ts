import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingItem, BillingUpdateBody } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

export function updateBilling({ id, input }: { id: number; input: BillingUpdateBody }): Promise<BillingItem> {
  return api.put<BillingItem>(`financial-accomplishments/update/${id}/`, input);
}

export function useUpdateBilling(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBilling,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
