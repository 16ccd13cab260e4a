import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureAccomplishmentItem } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { featureKeys } from './keys';

/** `GET physical-features/features/contract/{contractId}/feature-name/{nameId}`. */
export function getFeatureEntries(contractId: number, nameId: number): Promise<FeatureAccomplishmentItem[]> {
  return api.get<FeatureAccomplishmentItem[]>(`physical-features/features/contract/${contractId}/feature-name/${nameId}`, { expectedStatuses: [404] });
}

export const featureEntriesQueryOptions = (contractId: number, nameId: number) =>
  queryOptions({ queryKey: featureKeys.entries(contractId, nameId), queryFn: () => getFeatureEntries(contractId, nameId) });

export function useFeatureEntries(contractId: number, nameId: number, enabled = true) {
  return useQuery({ ...featureEntriesQueryOptions(contractId, nameId), enabled });
}
