import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhysicalFeatureName, PhysicalFeatureNameBody } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';
import { featureKeys } from './keys';

/** `POST physical-features/names/create/`, or `PUT physical-features/names/update/{id}/` with an id. */
export function saveFeatureName({ id, input }: { id?: number; input: PhysicalFeatureNameBody }): Promise<PhysicalFeatureName> {
  return id === undefined
    ? api.post<PhysicalFeatureName>('physical-features/names/create/', input)
    : api.put<PhysicalFeatureName>(`physical-features/names/update/${id}/`, input);
}

/** A renamed feature shows under its new name on every contract: the contracts re-read too. */
export function useSaveFeatureName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeatureName,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: featureKeys.names }), queryClient.invalidateQueries({ queryKey: contractKeys.all })]),
  });
}
