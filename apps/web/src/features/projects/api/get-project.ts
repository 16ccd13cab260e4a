import { useQuery } from '@tanstack/react-query';
import { projectOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { projectKeys } from './keys';

/** A missing project (or another office's) is a 404 the page shows as "no such project", not a redirect home. */
export const projectQueryOptions = (id: number) =>
  operationQueryOptions(projectKeys.detail(id), projectOperations.one, { params: { id } }, { expectedStatuses: [404] });

export function useProject(id: number | null) {
  return useQuery({ ...projectQueryOptions(id ?? 0), enabled: id !== null });
}
