import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportSummaryOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { dashboardKeys } from './get-contracts-accomplishment-by-year';

/** `GET reports/summaries/office-setup`: what the office has entered yet (the First steps). */
export function getOfficeSetup() {
  return callOperation(reportSummaryOperations.officeSetup);
}

export const officeSetupQueryOptions = () => queryOptions({ queryKey: dashboardKeys.officeSetup(), queryFn: getOfficeSetup });

export function useOfficeSetup() {
  return useQuery(officeSetupQueryOptions());
}
