import { contractorOperations, type ContractorInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

/** `POST contractors/create/` (201); the server writes the activity line. */
export function createContractor(input: ContractorInput) {
  return callOperation(contractorOperations.create, { body: input });
}

export function useCreateContractor() {
  return useInvalidatingMutation(createContractor, [
    // The list and the contract dialogs' contractor choices read the same query.
    contractKeys.contractors(),
  ]);
}
