import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectKeys } from './keys';

/** A missing project (or another office's) is a 404 the page shows as "no such project", not a redirect home. */
export function getProject(id: number) {
  return callOperation(projectOperations.one, { params: { id } }, { expectedStatuses: [404] });
}

export const projectQueryOptions = (id: number) => queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => getProject(id) });

export function useProject(id: number | null) {
  return useQuery({ ...projectQueryOptions(id ?? 0), enabled: id !== null });
}
