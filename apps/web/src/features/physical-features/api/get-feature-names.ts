import { queryOptions, useQuery } from '@tanstack/react-query';
import { physicalFeatureOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { featureKeys } from './keys';

/** `GET physical-features/names/`. */
export function getFeatureNames() {
  return callOperation(physicalFeatureOperations.names);
}

export const featureNamesQueryOptions = () => queryOptions({ queryKey: featureKeys.names, queryFn: getFeatureNames });

export function useFeatureNames() {
  return useQuery(featureNamesQueryOptions());
}
