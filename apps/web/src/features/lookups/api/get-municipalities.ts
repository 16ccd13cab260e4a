import { queryOptions, useQuery } from '@tanstack/react-query';
import { municipalityOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { lookupKeys } from './keys';

/** The country's municipalities change with a PSGC release, not during a session. */
export const municipalitiesQueryOptions = () =>
  queryOptions({ ...operationQueryOptions(lookupKeys.municipalities, municipalityOperations.list), staleTime: Infinity });

export function useMunicipalities() {
  return useQuery(municipalitiesQueryOptions());
}
