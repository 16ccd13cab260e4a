import { contractOperations, type ContractFromProjectValues } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractDetailsBody } from '../../contracts/api/update-contract';
import { projectKeys } from './keys';

/** Add Contract from a project: `contract_id` is the contract number (API.md). */
export function createProjectContract(values: ContractFromProjectValues) {
  return callOperation(contractOperations.create, { body: { project_id: values.project_id, ...contractDetailsBody(values) } });
}

export function useCreateProjectContract() {
  return useInvalidatingMutation(createProjectContract, (values) => [projectKeys.contracts(values.project_id)]);
}
