import { expenditureSourceNameOperations, type ExpenditureSourceNameInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { expenditureSourceNameKeys } from './keys';

/** The server records 'Create expenditure source name: …' itself; nothing is logged here. */
export function createExpenditureSourceName(input: ExpenditureSourceNameInput) {
  return callOperation(expenditureSourceNameOperations.create, { body: input });
}

export function useCreateExpenditureSourceName() {
  return useInvalidatingMutation(createExpenditureSourceName, [expenditureSourceNameKeys.all]);
}
