import { projectFinanceOperations, type ExpenditureSourceCreateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { projectFinanceKeys } from './keys';

/** The server writes the activity line itself. */
export function createExpenditureSource(input: ExpenditureSourceCreateBody) {
  return callOperation(projectFinanceOperations.createExpenditureSource, { body: input });
}

export function useCreateExpenditureSource() {
  return useInvalidatingMutation(createExpenditureSource, [projectFinanceKeys.all]);
}
