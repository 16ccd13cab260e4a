import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Municipality } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { lookupKeys } from './keys';

export function getMunicipalities(): Promise<Municipality[]> {
  return api.get<Municipality[]>('municipalities/');
}

/** The country's municipalities change with a PSGC release, not during a session. */
export const municipalitiesQueryOptions = () => queryOptions({ queryKey: lookupKeys.municipalities, queryFn: getMunicipalities, staleTime: Infinity });

export function useMunicipalities() {
  return useQuery(municipalitiesQueryOptions());
}
