import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhysicalFeatureName } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { featureKeys } from './keys';

/** `GET physical-features/names/`. */
export function getFeatureNames(): Promise<PhysicalFeatureName[]> {
  return api.get<PhysicalFeatureName[]>('physical-features/names/');
}

export const featureNamesQueryOptions = () => queryOptions({ queryKey: featureKeys.names, queryFn: getFeatureNames });

export function useFeatureNames() {
  return useQuery(featureNamesQueryOptions());
}
