import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contractor, ContractorInput } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

/** `POST contractors/create/` (201); the server writes the activity line. */
export function createContractor(input: ContractorInput): Promise<Contractor> {
  return api.post<Contractor>('contractors/create/', input);
}

export function useCreateContractor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContractor,
    // The list and the contract dialogs' contractor choices read the same query.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.contractors() }),
  });
}
