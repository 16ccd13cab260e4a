import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { OperationDeclaration, ReportQueuePlace } from '@subaybay/domain';
import { callOperation, isQueued, type InputArguments } from './api-operations';
import { publishQueuePlace } from './report-queue';

/**
 * The TanStack Query side of the declared operations, written once: a read
 * is an operation's answer under a query key, a write is a fetcher whose
 * success re-reads the queries it changed. A feature's `api/` module names
 * the operation, the key and what a write invalidates; nothing else.
 */

/**
 * The query options of one read: `operationQueryOptions(keys.one(id), operations.one, { params: { id } })`.
 *
 * A heavy read (a year's report, `isQueued`) takes the query's `signal`: when
 * nobody watches the query any more (the page was left, other inputs were
 * generated) TanStack aborts the fetch and the server stops the work and frees
 * its place in the queue. Its place in the queue is published under the
 * query's key (`useReportQueuePlace`) while it waits. A light read is cheaper
 * to finish and keep in the cache than to ask again, so it keeps no signal.
 */
export function operationQueryOptions<O extends OperationDeclaration, K extends QueryKey>(queryKey: K, operation: O, ...[input, options]: InputArguments<O>) {
  if (!isQueued(operation)) return queryOptions({ queryKey, queryFn: () => callOperation(operation, ...([input, options] as InputArguments<O>)) });
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const heavyOptions = { ...options, signal, onQueuePlace: (place: ReportQueuePlace) => publishQueuePlace(queryKey, place) };
      try {
        return await callOperation(operation, ...([input, heavyOptions] as InputArguments<O>));
      } finally {
        publishQueuePlace(queryKey, undefined);
      }
    },
  });
}

/**
 * A write whose success invalidates `invalidates` (the keys, or the keys of
 * these variables and answer), all re-read before the mutation settles.
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: readonly QueryKey[] | ((variables: TVariables, answer: TData) => readonly QueryKey[]),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer, variables) => {
      const keys = typeof invalidates === 'function' ? invalidates(variables, answer) : invalidates;
      return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
