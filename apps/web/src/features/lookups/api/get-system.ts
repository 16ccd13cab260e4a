import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { lookupKeys } from './keys';

/**
 * One system, for the update page opened without navigation state (a reload
 * or a bookmark). A 404 is the page's to handle (the spec's toast, then home),
 * so the client's central 404 handling is turned off for it.
 */
export const systemQueryOptions = (id: number) =>
  queryOptions({ ...operationQueryOptions(lookupKeys.system(id), systemOperations.one, { params: { id } }, { expectedStatuses: [404] }), retry: false });

export function useSystem(id: number, options: { enabled: boolean }) {
  return useQuery({ ...systemQueryOptions(id), enabled: options.enabled });
}
