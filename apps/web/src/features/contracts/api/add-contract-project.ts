import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractKeys } from './keys';

export interface ContractProjectVariables {
  contractId: number;
  projectId: number;
}

/** `POST contracts/{id}/projects/add/` with `{project_id}`. */
export function addContractProject({ contractId, projectId }: ContractProjectVariables): Promise<unknown> {
  return api.post(`contracts/${contractId}/projects/add/`, { project_id: projectId });
}

export function useAddContractProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContractProject,
    onSuccess: (_answer, { contractId }) => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
