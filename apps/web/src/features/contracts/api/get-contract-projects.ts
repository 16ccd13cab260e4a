import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { contractOperations, type contractProjectSchema } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from './keys';

export type ContractProject = z.infer<typeof contractProjectSchema>;

/** `GET contracts/{id}/projects`: the projects the contract serves. */
export function getContractProjects(id: number) {
  return callOperation(contractOperations.projects, { params: { id } }, { expectedStatuses: [404] });
}

export const contractProjectsQueryOptions = (id: number) =>
  queryOptions({ queryKey: contractKeys.projects(id), queryFn: () => getContractProjects(id) });

export function useContractProjects(id: number | null) {
  return useQuery({ ...contractProjectsQueryOptions(id ?? 0), enabled: id !== null });
}
