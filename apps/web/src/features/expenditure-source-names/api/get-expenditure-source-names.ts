import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpenditureSourceName } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { expenditureSourceNameKeys } from './keys';

export function getExpenditureSourceNames(): Promise<ExpenditureSourceName[]> {
  return api.get<ExpenditureSourceName[]>('expenditure-source-names/');
}

export const expenditureSourceNamesQueryOptions = () =>
  queryOptions({ queryKey: expenditureSourceNameKeys.list(), queryFn: getExpenditureSourceNames });

export function useExpenditureSourceNames() {
  return useQuery(expenditureSourceNamesQueryOptions());
}
