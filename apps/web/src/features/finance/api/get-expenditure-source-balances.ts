import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpenditureSourceBalance } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { financeKeys } from './keys';

export function getExpenditureSourceBalances(projectId: number): Promise<ExpenditureSourceBalance[]> {
  return api.get<ExpenditureSourceBalance[]>(`expenditure-sources/project/${projectId}/balance`);
}

export const expenditureSourceBalancesQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: financeKeys.balances(projectId), queryFn: () => getExpenditureSourceBalances(projectId) });

export function useExpenditureSourceBalances(projectId: number) {
  return useQuery(expenditureSourceBalancesQueryOptions(projectId));
}
