import { queryOptions, useQuery } from '@tanstack/react-query';
import { timeExtensionOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { timeExtensionKeys } from './keys';

/** `GET approved-time-extensions/contract/{contractId}`. */
export function getTimeExtensions(contractId: number) {
  return callOperation(timeExtensionOperations.list, { params: { contractId } }, { expectedStatuses: [404] });
}

export const timeExtensionsQueryOptions = (contractId: number) =>
  queryOptions({ queryKey: timeExtensionKeys.ofContract(contractId), queryFn: () => getTimeExtensions(contractId) });

export function useTimeExtensions(contractId: number) {
  return useQuery(timeExtensionsQueryOptions(contractId));
}
