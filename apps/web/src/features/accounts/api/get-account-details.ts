import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export function getAccountDetails(): Promise<Account> {
  return api.get<Account>('accounts/details');
}

export const accountDetailsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.details(), queryFn: getAccountDetails, staleTime: 5 * 60_000 });

export function useAccountDetails(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountDetailsQueryOptions(), enabled: options.enabled ?? true });
}
