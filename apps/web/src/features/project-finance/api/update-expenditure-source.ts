import { projectFinanceOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { projectFinanceKeys } from './keys';

export interface UpdateExpenditureSourceVariables {
  id: number;
  /** Pesos as the API takes them. */
  amount: number;
}

/** The spec's call: the source named in the body. */
export function updateExpenditureSource({ id, amount }: UpdateExpenditureSourceVariables) {
  return callOperation(projectFinanceOperations.updateExpenditureSource, { body: { expenditure_source_id: id, amount } });
}

export function useUpdateExpenditureSource() {
  return useInvalidatingMutation(updateExpenditureSource, [projectFinanceKeys.all]);
}

