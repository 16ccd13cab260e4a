import { fundSourceOperations, type FundSourceInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';
import { projectReportKeys } from '../../project-reports/api/keys';
import { projectKeys } from '../../projects/api/keys';
import { lookupKeys } from './keys';

/**
 * Renames a fund source. A duplicate name answers 409 with the sentence on the
 * name field, which the dialog shows; the server records the activity itself.
 */
export function updateFundSource({ id, input }: { id: number; input: FundSourceInput }) {
  return callOperation(fundSourceOperations.update, { params: { id }, body: input });
}

export function useUpdateFundSource() {
  return useInvalidatingMutation(updateFundSource, [
    // Projects, contracts and the project reports (grouped by fund source name) show the name too.
    lookupKeys.fundSources,
    projectKeys.all,
    contractKeys.all,
    projectReportKeys.all,
  ]);
}
