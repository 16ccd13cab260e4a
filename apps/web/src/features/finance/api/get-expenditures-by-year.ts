import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpendituresByYearItem } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { financeKeys } from './keys';

export function getExpendituresByYear(year: number): Promise<ExpendituresByYearItem[]> {
  return api.get<ExpendituresByYearItem[]>(`finance/expenditures-by-year/${year}`);
}

export const expendituresByYearQueryOptions = (year: number) =>
  queryOptions({ queryKey: financeKeys.expendituresByYear(year), queryFn: () => getExpendituresByYear(year) });

export function useExpendituresByYear(year: number) {
  return useQuery(expendituresByYearQueryOptions(year));
}
