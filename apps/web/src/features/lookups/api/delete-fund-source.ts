import { fundSourceOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { lookupKeys } from './keys';

/** A fund source a project uses answers 400 with the server's sentence, which the client toasts. */
export function deleteFundSource(id: number) {
  return callOperation(fundSourceOperations.delete, { params: { id } });
}

export function useDeleteFundSource() {
  return useInvalidatingMutation(deleteFundSource, [lookupKeys.fundSources]);
}
