import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from './keys';

/** `GET contracts/{id}/record-counts/`: what Delete Contract removes with the contract, read when its confirmation opens. */
export function useContractRecordCounts(contractId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...contractKeys.one(contractId), 'record-counts'],
    queryFn: () => callOperation(contractOperations.recordCounts, { params: { id: contractId } }),
    enabled,
  });
}

/** `DELETE contracts/delete/{id}/`: the contract and every record against it. */
export function deleteContract(contractId: number) {
  return callOperation(contractOperations.delete, { params: { id: contractId } });
}

/**
 * `leave` takes the user off the contract's page first: its reads are then
 * dropped rather than re-read (they would answer 404), and every other read
 * (lists, reports, the projects' contracts) is refreshed.
 */
export function useDeleteContract(leave: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContract,
    onSuccess: async (_answer, contractId) => {
      await leave();
      const own = contractKeys.one(contractId);
      const isOwn = (key: readonly unknown[]) => own.every((part, index) => key[index] === part);
      queryClient.removeQueries({ queryKey: own });
      await queryClient.invalidateQueries({ predicate: (query) => !isOwn(query.queryKey) });
    },
  });
}
