import { projectFinanceOperations, type RequestedCashCreateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { projectFinanceKeys } from './keys';

/** The server writes 'Add requested cash Php …' itself (spec 2 §7). */
export function createRequestedCash(input: RequestedCashCreateBody) {
  return callOperation(projectFinanceOperations.createRequestedCash, { body: input });
}

export function useCreateRequestedCash() {
  return useInvalidatingMutation(createRequestedCash, [projectFinanceKeys.all]);
}
