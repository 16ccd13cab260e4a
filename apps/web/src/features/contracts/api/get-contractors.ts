import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractorOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from './keys';

export function getContractors() {
  return callOperation(contractorOperations.list);
}

export const contractorsQueryOptions = () => queryOptions({ queryKey: contractKeys.contractors(), queryFn: getContractors });

/** The choices of the contractor select; loaded when its dialog or form opens. */
export function useContractors(options: { enabled?: boolean } = {}) {
  return useQuery({ ...contractorsQueryOptions(), enabled: options.enabled ?? true });
}
