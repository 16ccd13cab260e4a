import { contractOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import type { ContractProjectVariables } from './add-contract-project';
import { contractKeys } from './keys';

/** `POST contracts/{id}/projects/remove/` with `{project_id}`. */
export function removeContractProject({ contractId, projectId }: ContractProjectVariables) {
  return callOperation(contractOperations.removeProject, { params: { id: contractId }, body: { project_id: projectId } });
}

export function useRemoveContractProject() {
  return useInvalidatingMutation(removeContractProject, ({ contractId }) => [contractKeys.one(contractId)]);
}
