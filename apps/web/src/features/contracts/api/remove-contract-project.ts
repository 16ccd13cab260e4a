import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ContractProjectVariables } from './add-contract-project';
import { contractKeys } from './keys';

/** `POST contracts/{id}/projects/remove/` with `{project_id}`. */
export function removeContractProject({ contractId, projectId }: ContractProjectVariables): Promise<unknown> {
  return api.post(`contracts/${contractId}/projects/remove/`, { project_id: projectId });
}

export function useRemoveContractProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeContractProject,
    onSuccess: (_answer, { contractId }) => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
