import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectKeys } from './keys';

export function getProjectYears() {
  return callOperation(projectOperations.years);
}

export const projectYearsQueryOptions = () => queryOptions({ queryKey: projectKeys.years(), queryFn: getProjectYears });

export function useProjectYears() {
  return useQuery(projectYearsQueryOptions());
}
