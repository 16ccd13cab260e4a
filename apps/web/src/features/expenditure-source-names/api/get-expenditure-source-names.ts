import { queryOptions, useQuery } from '@tanstack/react-query';
import { expenditureSourceNameOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { expenditureSourceNameKeys } from './keys';

export function getExpenditureSourceNames() {
  return callOperation(expenditureSourceNameOperations.list);
}

export const expenditureSourceNamesQueryOptions = () =>
  queryOptions({ queryKey: expenditureSourceNameKeys.list(), queryFn: getExpenditureSourceNames });

export function useExpenditureSourceNames() {
  return useQuery(expenditureSourceNamesQueryOptions());
}
