import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { getCompletedContractsQueryOptions } from './api/get-completed-contracts';
import { contractQueryOptions } from './api/get-contract';
import { getContractDetailsQueryOptions } from './api/get-contract-details';
import { contractProjectsQueryOptions } from './api/get-contract-projects';
import { getContractSummaryQueryOptions } from './api/get-contract-summary';
import { getContractTimelineQueryOptions } from './api/get-contract-timeline';
import { contractYearsQueryOptions } from './api/get-contract-years';
import { getContractsOfContractorQueryOptions } from './api/get-contracts-of-contractor';
import { getContractsOfYearQueryOptions } from './api/get-contracts-of-year';
import { getMonitoredContractsQueryOptions } from './api/get-monitored-contracts';
import { getOngoingContractsQueryOptions } from './api/get-ongoing-contracts';
import { contractIdParam } from './components/contract-id-param';
import { contractorNameParam, yearParam } from './components/route-params';

/** Contracts (spec 3 §2): signed-in users; every page is its own chunk and its loader starts its reads. */
export function contractsRoutes(queryClient: QueryClient): FeatureRoutes {
  const ofYear = (value: string | undefined, start: (year: number) => Promise<unknown>) => {
    const year = yearParam(value);
    return year === null ? [] : [start(year)];
  };
  return {
    signedIn: [
      {
        path: paths.contracts,
        handle: pageHandle('Contracts'),
        loader: prefetchLoader(queryClient, (client) => [client.ensureQueryData(contractYearsQueryOptions())]),
        lazy: lazyPage(() => import('./pages/contract-years-page').then((m) => m.ContractYearsPage)),
      },
      {
        path: paths.pattern.contractsOfYear,
        handle: pageHandle('Contracts of the Year'),
        loader: prefetchLoader(queryClient, (client, { params }) =>
          ofYear(params.year, (year) => client.ensureQueryData(getContractsOfYearQueryOptions(year))),
        ),
        lazy: lazyPage(() => import('./pages/contracts-of-year-page').then((m) => m.ContractsOfYearPage)),
      },
      {
        path: paths.pattern.contractsOfContractor,
        handle: pageHandle('Contracts of a Contractor'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const name = contractorNameParam(params.id);
          return name === '' ? [] : ofYear(params.year, (year) => client.ensureQueryData(getContractsOfContractorQueryOptions(year, name)));
        }),
        lazy: lazyPage(() => import('./pages/contracts-of-year-page').then((m) => m.ContractsOfContractorPage)),
      },
      {
        path: paths.pattern.contractsCompleted,
        handle: pageHandle('Completed Contracts'),
        loader: prefetchLoader(queryClient, (client, { params }) =>
          ofYear(params.year, (year) => client.ensureQueryData(getCompletedContractsQueryOptions(year))),
        ),
        lazy: lazyPage(() => import('./pages/completed-contracts-page').then((m) => m.CompletedContractsPage)),
      },
      {
        path: paths.pattern.contractsOngoing,
        handle: pageHandle('Ongoing Contracts'),
        loader: prefetchLoader(queryClient, (client, { params }) =>
          ofYear(params.year, (year) => client.ensureQueryData(getOngoingContractsQueryOptions(year))),
        ),
        lazy: lazyPage(() => import('./pages/ongoing-contracts-page').then((m) => m.OngoingContractsPage)),
      },
      {
        path: paths.pattern.contractsMonitoredInYear,
        handle: pageHandle('Contracts Monitored'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const userId = contractIdParam(params.user_id);
          return userId === null ? [] : ofYear(params.year, (year) => client.ensureQueryData(getMonitoredContractsQueryOptions(year, userId)));
        }),
        lazy: lazyPage(() => import('./pages/monitored-contracts-page').then((m) => m.MonitoredContractsPage)),
      },
      {
        path: paths.pattern.contractDetails,
        handle: pageHandle('Contract Details'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = contractIdParam(params.contractId);
          return id === null
            ? []
            : [
                client.ensureQueryData(getContractDetailsQueryOptions(id)),
                client.ensureQueryData(contractProjectsQueryOptions(id)),
              ];
        }),
        lazy: lazyPage(() => import('./pages/contract-details-page').then((m) => m.ContractDetailsPage)),
      },
      {
        path: paths.pattern.contractSummary,
        handle: pageHandle('Contract Summary'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = contractIdParam(params.contractId);
          return id === null ? [] : [client.ensureQueryData(getContractSummaryQueryOptions(id)), client.ensureQueryData(contractQueryOptions(id))];
        }),
        lazy: lazyPage(() => import('./pages/contract-summary-page').then((m) => m.ContractSummaryPage)),
      },
      {
        path: paths.pattern.contractTimeline,
        handle: pageHandle('Contract Timeline'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = contractIdParam(params.contractId);
          return id === null ? [] : [client.ensureQueryData(getContractTimelineQueryOptions(id)), client.ensureQueryData(contractQueryOptions(id))];
        }),
        lazy: lazyPage(() => import('./pages/contract-timeline-page').then((m) => m.ContractTimelinePage)),
      },
      {
        path: paths.pattern.contractUpdate,
        handle: pageHandle('Update Contract'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = contractIdParam(params.id);
          return id === null ? [] : [client.ensureQueryData(contractQueryOptions(id))];
        }),
        lazy: lazyPage(() => import('./pages/contract-update-page').then((m) => m.ContractUpdatePage)),
      },
    ],
  };
}
