import { useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { projectKeys } from './keys';

/** `GET contracts/project/{projectId}`: the project's contracts. */
export const projectContractsQueryOptions = (projectId: number) =>
  operationQueryOptions(projectKeys.contracts(projectId), contractOperations.ofProject, { params: { projectId } }, { expectedStatuses: [404] });

export function useProjectContracts(projectId: number | null) {
  return useQuery({ ...projectContractsQueryOptions(projectId ?? 0), enabled: projectId !== null });
}
