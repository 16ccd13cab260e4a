import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { OperationDeclaration } from '@subaybay/domain';
import { callOperation, type InputArguments } from './api-operations';

/**
 * The TanStack Query side of the declared operations, written once: a read
 * is an operation's answer under a query key, a write is a fetcher whose
 * success re-reads the queries it changed. A feature's `api/` module names
 * the operation, the key and what a write invalidates; nothing else.
 */

/** The query options of one read: `operationQueryOptions(keys.one(id), operations.one, { params: { id } })`. */
export function operationQueryOptions<O extends OperationDeclaration, K extends QueryKey>(queryKey: K, operation: O, ...input: InputArguments<O>) {
  return queryOptions({ queryKey, queryFn: () => callOperation(operation, ...input) });
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
