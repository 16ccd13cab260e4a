import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fundSourceOperations, type FundSourceInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { lookupKeys } from './keys';

export function createFundSource(input: FundSourceInput) {
  return callOperation(fundSourceOperations.create, { body: input });
}

export function useCreateFundSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFundSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.fundSources }),
  });
}
