import { useQuery } from '@tanstack/react-query';
import { contractorOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from './keys';

export const contractorsQueryOptions = () => operationQueryOptions(contractKeys.contractors(), contractorOperations.list);

/** The choices of the contractor select; loaded when its dialog or form opens. */
export function useContractors(options: { enabled?: boolean } = {}) {
  return useQuery({ ...contractorsQueryOptions(), enabled: options.enabled ?? true });
}
