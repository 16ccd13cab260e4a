import { contractorOperations, type ContractorValues } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';
import { contractorKeys } from './keys';

export interface UpdateContractorVariables {
  id: number;
  values: ContractorValues;
}

/** `PUT contractors/update/{id}/` (200, the contractor); the server writes the activity line. */
export function updateContractor({ id, values }: UpdateContractorVariables) {
  return callOperation(contractorOperations.update, { params: { id }, body: values });
}

export function useUpdateContractor() {
  return useInvalidatingMutation(updateContractor, ({ id }) => [
    contractorKeys.one(id),
    // The list (`contractKeys.contractors()`, shared with the contract dialogs' choices) sits under
    // `contractKeys.all`, with the contract lists and details that show the contractor's name.
    contractKeys.all,
  ]);
}
