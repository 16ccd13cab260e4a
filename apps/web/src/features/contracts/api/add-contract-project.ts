import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from './keys';

export interface ContractProjectVariables {
  contractId: number;
  projectId: number;
}

/** `POST contracts/{id}/projects/add/` with `{project_id}`: answers the contract's projects. */
export function addContractProject({ contractId, projectId }: ContractProjectVariables) {
  return callOperation(contractOperations.addProject, { params: { id: contractId }, body: { project_id: projectId } });
}

export function useAddContractProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContractProject,
    onSuccess: (_answer, { contractId }) => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
