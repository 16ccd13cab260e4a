import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectFinanceOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectFinanceKeys } from './keys';

export function getExpendituresByYear(year: number) {
  return callOperation(projectFinanceOperations.expendituresByYear, { params: { year } });
}

export const expendituresByYearQueryOptions = (year: number) =>
  queryOptions({ queryKey: projectFinanceKeys.expendituresByYear(year), queryFn: () => getExpendituresByYear(year) });

export function useExpendituresByYear(year: number) {
  return useQuery(expendituresByYearQueryOptions(year));
}
