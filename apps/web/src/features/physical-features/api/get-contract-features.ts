import { useQuery } from '@tanstack/react-query';
import { physicalFeatureOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { featureKeys } from './keys';

/** `GET physical-features/features/contract/{contractId}`: one row per feature, quantity as of today. */
export const contractFeaturesQueryOptions = (contractId: number) =>
  operationQueryOptions(featureKeys.ofContract(contractId), physicalFeatureOperations.contractSummary, { params: { contractId } }, { expectedStatuses: [404] });

export function useContractFeatures(contractId: number) {
  return useQuery(contractFeaturesQueryOptions(contractId));
}
