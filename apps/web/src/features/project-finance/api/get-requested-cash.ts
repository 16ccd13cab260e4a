import { useQuery } from '@tanstack/react-query';
import { projectFinanceOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { projectFinanceKeys } from './keys';

export const requestedCashQueryOptions = (projectId: number) =>
  operationQueryOptions(projectFinanceKeys.requestedCash(projectId), projectFinanceOperations.requestedCash, { params: { projectId } });

export function useRequestedCash(projectId: number) {
  return useQuery(requestedCashQueryOptions(projectId));
}
