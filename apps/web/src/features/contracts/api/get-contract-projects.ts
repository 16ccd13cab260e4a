import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { contractOperations, type contractProjectSchema } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from './keys';

export type ContractProject = z.infer<typeof contractProjectSchema>;

/** `GET contracts/{id}/projects`: the projects the contract serves. */
export const contractProjectsQueryOptions = (id: number) =>
  operationQueryOptions(contractKeys.projects(id), contractOperations.projects, { params: { id } }, { expectedStatuses: [404] });

export function useContractProjects(id: number | null) {
  return useQuery({ ...contractProjectsQueryOptions(id ?? 0), enabled: id !== null });
}
