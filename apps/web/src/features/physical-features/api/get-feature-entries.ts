import { queryOptions, useQuery } from '@tanstack/react-query';
import { physicalFeatureOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { featureKeys } from './keys';

/** `GET physical-features/features/contract/{contractId}/feature-name/{nameId}`. */
export function getFeatureEntries(contractId: number, nameId: number) {
  return callOperation(physicalFeatureOperations.entries, { params: { contractId, nameId } }, { expectedStatuses: [404] });
}

export const featureEntriesQueryOptions = (contractId: number, nameId: number) =>
  queryOptions({ queryKey: featureKeys.entries(contractId, nameId), queryFn: () => getFeatureEntries(contractId, nameId) });

export function useFeatureEntries(contractId: number, nameId: number, enabled = true) {
  return useQuery({ ...featureEntriesQueryOptions(contractId, nameId), enabled });
}
