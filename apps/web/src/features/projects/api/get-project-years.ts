import { useQuery } from '@tanstack/react-query';
import { projectOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { projectKeys } from './keys';

export const projectYearsQueryOptions = () => operationQueryOptions(projectKeys.years(), projectOperations.years);

export function useProjectYears() {
  return useQuery(projectYearsQueryOptions());
}
