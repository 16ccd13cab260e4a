import { queryOptions, useQuery } from '@tanstack/react-query';
import { municipalityOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { lookupKeys } from './keys';

export function getMunicipalities() {
  return callOperation(municipalityOperations.list);
}

/** The country's municipalities change with a PSGC release, not during a session. */
export const municipalitiesQueryOptions = () => queryOptions({ queryKey: lookupKeys.municipalities, queryFn: getMunicipalities, staleTime: Infinity });

export function useMunicipalities() {
  return useQuery(municipalitiesQueryOptions());
}
