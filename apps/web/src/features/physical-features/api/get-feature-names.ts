import { useQuery } from '@tanstack/react-query';
import { physicalFeatureOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { featureKeys } from './keys';

/** `GET physical-features/names/`. */
export const featureNamesQueryOptions = () => operationQueryOptions(featureKeys.names, physicalFeatureOperations.names);

export function useFeatureNames() {
  return useQuery(featureNamesQueryOptions());
}
