import { useQuery } from '@tanstack/react-query';
import { projectFinanceOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { projectFinanceKeys } from './keys';

export const expendituresByYearQueryOptions = (year: number) =>
  operationQueryOptions(projectFinanceKeys.expendituresByYear(year), projectFinanceOperations.expendituresByYear, { params: { year } });

export function useExpendituresByYear(year: number) {
  return useQuery(expendituresByYearQueryOptions(year));
}
