import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fundSourceOperations, type FundSourceInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFundSource,
    // Projects, contracts and the project reports (grouped by fund source name) show the name too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: lookupKeys.fundSources }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectReportKeys.all }),
      ]),
  });
}
