import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectFinanceOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectFinanceKeys } from './keys';

export function getExpenditureSourceBalances(projectId: number) {
  return callOperation(projectFinanceOperations.expenditureSourceBalances, { params: { projectId } });
}

export const expenditureSourceBalancesQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: projectFinanceKeys.balances(projectId), queryFn: () => getExpenditureSourceBalances(projectId) });

export function useExpenditureSourceBalances(projectId: number) {
  return useQuery(expenditureSourceBalancesQueryOptions(projectId));
}
