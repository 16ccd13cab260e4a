import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeExtensionItem } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { timeExtensionKeys } from './keys';

/** `GET approved-time-extensions/contract/{contractId}`. */
export function getTimeExtensions(contractId: number): Promise<TimeExtensionItem[]> {
  return api.get<TimeExtensionItem[]>(`approved-time-extensions/contract/${contractId}`, { expectedStatuses: [404] });
}

export const timeExtensionsQueryOptions = (contractId: number) =>
  queryOptions({ queryKey: timeExtensionKeys.ofContract(contractId), queryFn: () => getTimeExtensions(contractId) });

export function useTimeExtensions(contractId: number) {
  return useQuery(timeExtensionsQueryOptions(contractId));
}
