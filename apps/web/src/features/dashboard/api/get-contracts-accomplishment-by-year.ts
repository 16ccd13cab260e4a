import { useQuery } from '@tanstack/react-query';
import { reportSummaryOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (year: number) => [...dashboardKeys.all, 'contracts-accomplishment-by-year', year] as const,
  officeSetup: () => [...dashboardKeys.all, 'office-setup'] as const,
};

/** `GET reports/summaries/contracts-accomplishment-by-year/{year}`: the dashboard's figures of a year, as of today. */
export const contractsAccomplishmentByYearQueryOptions = (year: number) =>
  operationQueryOptions(dashboardKeys.summary(year), reportSummaryOperations.contractsAccomplishmentByYear, { params: { year }, query: {} });

/** Disabled while the year input holds no year. */
export function useContractsAccomplishmentByYear(year: number | null) {
  return useQuery({ ...contractsAccomplishmentByYearQueryOptions(year ?? 0), enabled: year !== null });
}
