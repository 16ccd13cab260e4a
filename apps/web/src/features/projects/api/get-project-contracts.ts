import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectContract } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

export function getProjectContracts(projectId: number): Promise<ProjectContract[]> {
  return api.get<ProjectContract[]>(`contracts/project/${projectId}`, { expectedStatuses: [404] });
}

export const projectContractsQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: projectKeys.contracts(projectId), queryFn: () => getProjectContracts(projectId) });

export function useProjectContracts(projectId: number | null) {
  return useQuery({ ...projectContractsQueryOptions(projectId ?? 0), enabled: projectId !== null });
}
