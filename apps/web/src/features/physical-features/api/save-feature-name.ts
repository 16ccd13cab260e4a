import { physicalFeatureOperations, type PhysicalFeatureNameBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';
import { featureKeys } from './keys';

/** `POST physical-features/names/create/`, or `PUT physical-features/names/update/{id}/` with an id. */
export function saveFeatureName({ id, input }: { id?: number; input: PhysicalFeatureNameBody }) {
  return id === undefined
    ? callOperation(physicalFeatureOperations.createName, { body: input })
    : callOperation(physicalFeatureOperations.updateName, { params: { id }, body: input });
}

/** A renamed feature shows under its new name on every contract: the contracts re-read too. */
export function useSaveFeatureName() {
  return useInvalidatingMutation(saveFeatureName, [featureKeys.names, contractKeys.all]);
}
