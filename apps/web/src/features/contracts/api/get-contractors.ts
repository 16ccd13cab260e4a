import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contractor } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from './keys';

export function getContractors(): Promise<Contractor[]> {
  return api.get<Contractor[]>('contractors/');
}

export const contractorsQueryOptions = () => queryOptions({ queryKey: contractKeys.contractors(), queryFn: getContractors });

/** The choices of the contractor select; loaded when its dialog or form opens. */
export function useContractors(options: { enabled?: boolean } = {}) {
  return useQuery({ ...contractorsQueryOptions(), enabled: options.enabled ?? true });
}
