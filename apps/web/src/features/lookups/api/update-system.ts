import { systemOperations, type SystemInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { lookupKeys } from './keys';

export function updateSystem({ id, input }: { id: number; input: SystemInput }) {
  return callOperation(systemOperations.update, { params: { id }, body: input });
}

export function useUpdateSystem() {
  return useInvalidatingMutation(updateSystem, [lookupKeys.systems]);
}
