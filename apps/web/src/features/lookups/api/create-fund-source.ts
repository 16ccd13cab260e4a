import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FundSource, FundSourceInput } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { lookupKeys } from './keys';

export function createFundSource(input: FundSourceInput): Promise<FundSource> {
  return api.post<FundSource>('fund-sources/create/', input);
}

export function useCreateFundSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFundSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.fundSources }),
  });
}
