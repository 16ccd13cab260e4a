import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectFinanceOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectFinanceKeys } from './keys';

export function getProjectExpenditures(projectId: number) {
  return callOperation(projectFinanceOperations.projectExpenditures, { params: { projectId } });
}

export const projectExpendituresQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: projectFinanceKeys.expenditures(projectId), queryFn: () => getProjectExpenditures(projectId) });

export function useProjectExpenditures(projectId: number) {
  return useQuery(projectExpendituresQueryOptions(projectId));
}
