import { useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from './keys';

/** `GET contracts/{id}`: the contract's basic fields (record pages read its number for the breadcrumbs). */
export const contractQueryOptions = (id: number) =>
  operationQueryOptions(contractKeys.contract(id), contractOperations.get, { params: { id } }, { expectedStatuses: [404] });

export function useContract(id: number | null) {
  return useQuery({ ...contractQueryOptions(id ?? 0), enabled: id !== null });
}
