import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractorOperations, type ContractorInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

/** `POST contractors/create/` (201); the server writes the activity line. */
export function createContractor(input: ContractorInput) {
  return callOperation(contractorOperations.create, { body: input });
}

export function useCreateContractor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContractor,
    // The list and the contract dialogs' contractor choices read the same query.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.contractors() }),
  });
}
