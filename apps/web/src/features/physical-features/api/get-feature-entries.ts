import { useQuery } from '@tanstack/react-query';
import { physicalFeatureOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { featureKeys } from './keys';

/** `GET physical-features/features/contract/{contractId}/feature-name/{nameId}`. */
export const featureEntriesQueryOptions = (contractId: number, nameId: number) =>
  operationQueryOptions(featureKeys.entries(contractId, nameId), physicalFeatureOperations.entries, { params: { contractId, nameId } }, { expectedStatuses: [404] });

export function useFeatureEntries(contractId: number, nameId: number, enabled = true) {
  return useQuery({ ...featureEntriesQueryOptions(contractId, nameId), enabled });
}
