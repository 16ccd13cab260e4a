import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKeys } from './keys';

/**
 * The office's account, read by the shell (the guards and the layout): the call and
 * its schemas load with the first read (`read-account-details.ts`), not with the shell.
 */
export function getAccountDetails() {
  return import('./read-account-details').then((module) => module.readAccountDetails());
}

export const accountDetailsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.details(), queryFn: getAccountDetails, staleTime: 5 * 60_000 });

export function useAccountDetails(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountDetailsQueryOptions(), enabled: options.enabled ?? true });
}
