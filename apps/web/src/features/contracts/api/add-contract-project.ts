import { contractOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
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
  return useInvalidatingMutation(addContractProject, ({ contractId }) => [contractKeys.one(contractId)]);
}
