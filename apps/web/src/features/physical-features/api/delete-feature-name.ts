import { physicalFeatureOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { featureKeys } from './keys';

export function deleteFeatureName(id: number) {
  return callOperation(physicalFeatureOperations.deleteName, { params: { id } });
}

export function useDeleteFeatureName() {
  return useInvalidatingMutation(deleteFeatureName, [featureKeys.names]);
}
