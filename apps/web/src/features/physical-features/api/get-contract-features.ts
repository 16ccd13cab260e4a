import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractFeatureSummary } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { featureKeys } from './keys';

/** `GET physical-features/features/contract/{contractId}`: one row per feature, quantity as of today. */
export function getContractFeatures(contractId: number): Promise<ContractFeatureSummary[]> {
  return api.get<ContractFeatureSummary[]>(`physical-features/features/contract/${contractId}`, { expectedStatuses: [404] });
}

export const contractFeaturesQueryOptions = (contractId: number) =>
  queryOptions({ queryKey: featureKeys.ofContract(contractId), queryFn: () => getContractFeatures(contractId) });

export function useContractFeatures(contractId: number) {
  return useQuery(contractFeaturesQueryOptions(contractId));
}
