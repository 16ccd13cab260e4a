import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contractProjectSchema } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from './keys';

export type ContractProject = z.infer<typeof contractProjectSchema>;

/** `GET contracts/{id}/projects`: the projects the contract serves. */
export function getContractProjects(id: number): Promise<ContractProject[]> {
  return api.get<ContractProject[]>(`contracts/${id}/projects`, { expectedStatuses: [404] });
}

export const contractProjectsQueryOptions = (id: number) =>
  queryOptions({ queryKey: contractKeys.projects(id), queryFn: () => getContractProjects(id) });

export function useContractProjects(id: number | null) {
  return useQuery({ ...contractProjectsQueryOptions(id ?? 0), enabled: id !== null });
}
