import { useQuery } from '@tanstack/react-query';
import { timeExtensionOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { timeExtensionKeys } from './keys';

/** `GET approved-time-extensions/contract/{contractId}`. */
export const timeExtensionsQueryOptions = (contractId: number) =>
  operationQueryOptions(timeExtensionKeys.ofContract(contractId), timeExtensionOperations.list, { params: { contractId } }, { expectedStatuses: [404] });

export function useTimeExtensions(contractId: number) {
  return useQuery(timeExtensionsQueryOptions(contractId));
}
