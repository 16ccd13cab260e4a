import { useQuery } from '@tanstack/react-query';
import { projectFinanceOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { projectFinanceKeys } from './keys';

export const projectExpendituresQueryOptions = (projectId: number) =>
  operationQueryOptions(projectFinanceKeys.expenditures(projectId), projectFinanceOperations.projectExpenditures, { params: { projectId } });

export function useProjectExpenditures(projectId: number) {
  return useQuery(projectExpendituresQueryOptions(projectId));
}
