import { systemOperations, type SystemInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { lookupKeys } from './keys';

/** The server records 'Create system: …' itself; a 409 (duplicate name) toasts the server's detail centrally. */
export function createSystem(input: SystemInput) {
  return callOperation(systemOperations.create, { body: input });
}

export function useCreateSystem() {
  return useInvalidatingMutation(createSystem, [lookupKeys.systems]);
}
