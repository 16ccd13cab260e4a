import { useQuery } from '@tanstack/react-query';
import { expenditureSourceNameOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { expenditureSourceNameKeys } from './keys';

export const expenditureSourceNamesQueryOptions = () => operationQueryOptions(expenditureSourceNameKeys.list(), expenditureSourceNameOperations.list);

export function useExpenditureSourceNames() {
  return useQuery(expenditureSourceNamesQueryOptions());
}
