import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfficeSetup } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './get-contracts-accomplishment-by-year';

/** `GET reports/summaries/office-setup`: what the office has entered yet (the First steps). */
export function getOfficeSetup(): Promise<OfficeSetup> {
  return api.get<OfficeSetup>('reports/summaries/office-setup');
}

export const officeSetupQueryOptions = () => queryOptions({ queryKey: dashboardKeys.officeSetup(), queryFn: getOfficeSetup });

export function useOfficeSetup() {
  return useQuery(officeSetupQueryOptions());
}
