import { projectFinanceOperations, type ProjectExpenditureCreateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { projectFinanceKeys } from './keys';

export function createProjectExpenditure(input: ProjectExpenditureCreateBody) {
  return callOperation(projectFinanceOperations.createProjectExpenditure, { body: input });
}

/** Invalidates every finance query: the source's balance changes with the expenditure. */
export function useCreateProjectExpenditure() {
  return useInvalidatingMutation(createProjectExpenditure, [projectFinanceKeys.all]);
}
