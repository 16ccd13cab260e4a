import { useQuery } from '@tanstack/react-query';
import { reportSummaryOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { dashboardKeys } from './get-contracts-accomplishment-by-year';

/** `GET reports/summaries/office-setup`: what the office has entered yet (the First steps). */
export const officeSetupQueryOptions = () => operationQueryOptions(dashboardKeys.officeSetup(), reportSummaryOperations.officeSetup);

export function useOfficeSetup() {
  return useQuery(officeSetupQueryOptions());
}
