import { useQuery } from '@tanstack/react-query';
import { projectFinanceOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { projectFinanceKeys } from './keys';

export const expenditureSourceBalancesQueryOptions = (projectId: number) =>
  operationQueryOptions(projectFinanceKeys.balances(projectId), projectFinanceOperations.expenditureSourceBalances, { params: { projectId } });

export function useExpenditureSourceBalances(projectId: number) {
  return useQuery(expenditureSourceBalancesQueryOptions(projectId));
}
