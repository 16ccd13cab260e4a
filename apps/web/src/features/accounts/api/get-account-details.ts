import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { accountKeys } from './keys';

export function getAccountDetails() {
  return callOperation(accountOperations.details);
}

export const accountDetailsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.details(), queryFn: getAccountDetails, staleTime: 5 * 60_000 });

export function useAccountDetails(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountDetailsQueryOptions(), enabled: options.enabled ?? true });
}
