import { timeExtensionOperations, type TimeExtensionUpdateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export function updateTimeExtension({ id, input }: { id: number; input: TimeExtensionUpdateBody }) {
  return callOperation(timeExtensionOperations.update, { params: { id }, body: input });
}

export function useUpdateTimeExtension(contractId: number) {
  return useInvalidatingMutation(updateTimeExtension, [contractKeys.one(contractId)]);
}
