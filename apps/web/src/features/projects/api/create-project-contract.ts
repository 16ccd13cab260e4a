import { centavosToPesos, contractOperations, type ContractFromProjectValues } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { projectKeys } from './keys';

/** Add Contract from a project: `contract_id` is the contract number (API.md). */
export function createProjectContract(values: ContractFromProjectValues) {
  return callOperation(contractOperations.create, {
    body: {
      project_id: values.project_id,
      contract_id: values.contract_id,
      contract_description: values.contract_description,
      amount: centavosToPesos(values.amount),
      start_date: values.start_date,
      duration: values.duration,
      location: values.location,
    },
  });
}

export function useCreateProjectContract() {
  return useInvalidatingMutation(createProjectContract, (values) => [projectKeys.contracts(values.project_id)]);
}
