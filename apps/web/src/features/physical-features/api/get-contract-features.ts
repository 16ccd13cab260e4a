import { queryOptions, useQuery } from '@tanstack/react-query';
import { physicalFeatureOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { featureKeys } from './keys';

/** `GET physical-features/features/contract/{contractId}`: one row per feature, quantity as of today. */
export function getContractFeatures(contractId: number) {
  return callOperation(physicalFeatureOperations.contractSummary, { params: { contractId } }, { expectedStatuses: [404] });
}

export const contractFeaturesQueryOptions = (contractId: number) =>
  queryOptions({ queryKey: featureKeys.ofContract(contractId), queryFn: () => getContractFeatures(contractId) });

export function useContractFeatures(contractId: number) {
  return useQuery(contractFeaturesQueryOptions(contractId));
}
