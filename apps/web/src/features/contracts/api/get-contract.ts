import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from './keys';

/** `GET contracts/{id}`: the contract's basic fields (record pages read its number for the breadcrumbs). */
export function getContract(id: number) {
  return callOperation(contractOperations.get, { params: { id } }, { expectedStatuses: [404] });
}

export const contractQueryOptions = (id: number) => queryOptions({ queryKey: contractKeys.contract(id), queryFn: () => getContract(id) });

export function useContract(id: number | null) {
  return useQuery({ ...contractQueryOptions(id ?? 0), enabled: id !== null });
}
