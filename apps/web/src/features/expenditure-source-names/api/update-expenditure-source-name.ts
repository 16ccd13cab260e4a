import { expenditureSourceNameOperations, type ExpenditureSourceNameInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { expenditureSourceNameKeys } from './keys';

export interface UpdateExpenditureSourceNameVariables {
  id: number;
  input: ExpenditureSourceNameInput;
}

export function updateExpenditureSourceName({ id, input }: UpdateExpenditureSourceNameVariables) {
  return callOperation(expenditureSourceNameOperations.update, { params: { id }, body: input });
}

export function useUpdateExpenditureSourceName() {
  return useInvalidatingMutation(updateExpenditureSourceName, [expenditureSourceNameKeys.all]);
}
