import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectFinanceOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectFinanceKeys } from './keys';

export function getRequestedCash(projectId: number) {
  return callOperation(projectFinanceOperations.requestedCash, { params: { projectId } });
}

export const requestedCashQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: projectFinanceKeys.requestedCash(projectId), queryFn: () => getRequestedCash(projectId) });

export function useRequestedCash(projectId: number) {
  return useQuery(requestedCashQueryOptions(projectId));
}
