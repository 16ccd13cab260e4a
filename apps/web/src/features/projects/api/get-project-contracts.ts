import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectKeys } from './keys';

/** `GET contracts/project/{projectId}`: the project's contracts. */
export function getProjectContracts(projectId: number) {
  return callOperation(contractOperations.ofProject, { params: { projectId } }, { expectedStatuses: [404] });
}

export const projectContractsQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: projectKeys.contracts(projectId), queryFn: () => getProjectContracts(projectId) });

export function useProjectContracts(projectId: number | null) {
  return useQuery({ ...projectContractsQueryOptions(projectId ?? 0), enabled: projectId !== null });
}
