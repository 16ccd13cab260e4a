import { fundSourceOperations, type FundSourceInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { lookupKeys } from './keys';

export function createFundSource(input: FundSourceInput) {
  return callOperation(fundSourceOperations.create, { body: input });
}

export function useCreateFundSource() {
  return useInvalidatingMutation(createFundSource, [lookupKeys.fundSources]);
}
