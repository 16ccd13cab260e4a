import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractsAccomplishmentByYear } from '@subaybay/domain';
import { api } from '../../../lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (year: number) => [...dashboardKeys.all, 'contracts-accomplishment-by-year', year] as const,
  officeSetup: () => [...dashboardKeys.all, 'office-setup'] as const,
};

/** `GET reports/summaries/contracts-accomplishment-by-year/{year}`: the dashboard's figures of a year, as of today. */
export function getContractsAccomplishmentByYear(year: number): Promise<ContractsAccomplishmentByYear> {
  return api.get<ContractsAccomplishmentByYear>(`reports/summaries/contracts-accomplishment-by-year/${year}`);
}

export const contractsAccomplishmentByYearQueryOptions = (year: number) =>
  queryOptions({ queryKey: dashboardKeys.summary(year), queryFn: () => getContractsAccomplishmentByYear(year) });

/** Disabled while the year input holds no year. */
export function useContractsAccomplishmentByYear(year: number | null) {
  return useQuery({ ...contractsAccomplishmentByYearQueryOptions(year ?? 0), enabled: year !== null });
}
