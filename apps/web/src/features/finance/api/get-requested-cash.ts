import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestedCash } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { financeKeys } from './keys';

export function getRequestedCash(projectId: number): Promise<RequestedCash[]> {
  return api.get<RequestedCash[]>(`requested-cash/project/${projectId}`);
}

export const requestedCashQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: financeKeys.requestedCash(projectId), queryFn: () => getRequestedCash(projectId) });

export function useRequestedCash(projectId: number) {
  return useQuery(requestedCashQueryOptions(projectId));
}
