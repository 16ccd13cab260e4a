import { timeExtensionOperations, type TimeExtensionCreateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export function createTimeExtension(input: TimeExtensionCreateBody) {
  return callOperation(timeExtensionOperations.create, { body: input });
}

export function useCreateTimeExtension(contractId: number) {
  return useInvalidatingMutation(createTimeExtension, [contractKeys.one(contractId)]);
}
