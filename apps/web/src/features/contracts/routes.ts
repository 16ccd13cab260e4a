import { paths } from '../../app/paths';
import { pathId, pathImplementationYear } from '../../lib/path-params';
import { featureRoutes, withId, withYear } from '../../lib/routing';
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
import { contractorNameParam } from './components/route-params';

/** Contracts (spec 3 §2): signed-in users; every page is its own chunk and its loader starts its reads. */
export const contractsRoutes = featureRoutes({
  signedIn: [
    {
      path: paths.contracts,
      title: 'Contracts',
      page: () => import('./pages/contract-years-page').then((m) => m.ContractYearsPage),
      prefetch: () => [contractYearsQueryOptions()],
    },
    {
      path: paths.pattern.contractsOfYear,
      title: 'Contracts of the Year',
      page: () => import('./pages/contracts-of-year-page').then((m) => m.ContractsOfYearPage),
      prefetch: withYear('year', (year) => [getContractsOfYearQueryOptions(year)]),
    },
    {
      path: paths.pattern.contractsOfContractor,
      title: 'Contracts of a Contractor',
      page: () => import('./pages/contracts-of-year-page').then((m) => m.ContractsOfContractorPage),
      prefetch: ({ params }) => {
        const year = pathImplementationYear(params.year);
        const name = contractorNameParam(params.id);
        return year === null || name === '' ? [] : [getContractsOfContractorQueryOptions(year, name)];
      },
    },
    {
      path: paths.pattern.contractsCompleted,
      title: 'Completed Contracts',
      page: () => import('./pages/completed-contracts-page').then((m) => m.CompletedContractsPage),
      prefetch: withYear('year', (year) => [getCompletedContractsQueryOptions(year)]),
    },
    {
      path: paths.pattern.contractsOngoing,
      title: 'Ongoing Contracts',
      page: () => import('./pages/ongoing-contracts-page').then((m) => m.OngoingContractsPage),
      prefetch: withYear('year', (year) => [getOngoingContractsQueryOptions(year)]),
    },
    {
      path: paths.pattern.contractsMonitoredInYear,
      title: 'Contracts Monitored',
      page: () => import('./pages/monitored-contracts-page').then((m) => m.MonitoredContractsPage),
      prefetch: ({ params }) => {
        const year = pathImplementationYear(params.year);
        const userId = pathId(params.user_id);
        return year === null || userId === null ? [] : [getMonitoredContractsQueryOptions(year, userId)];
      },
    },
    {
      path: paths.pattern.contractDetails,
      title: 'Contract Details',
      page: () => import('./pages/contract-details-page').then((m) => m.ContractDetailsPage),
      prefetch: withId('contractId', (id) => [getContractDetailsQueryOptions(id), contractProjectsQueryOptions(id)]),
    },
    {
      path: paths.pattern.contractSummary,
      title: 'Contract Summary',
      page: () => import('./pages/contract-summary-page').then((m) => m.ContractSummaryPage),
      prefetch: withId('contractId', (id) => [getContractSummaryQueryOptions(id), contractQueryOptions(id)]),
    },
    {
      path: paths.pattern.contractTimeline,
      title: 'Contract Timeline',
      page: () => import('./pages/contract-timeline-page').then((m) => m.ContractTimelinePage),
      prefetch: withId('contractId', (id) => [getContractTimelineQueryOptions(id), contractQueryOptions(id)]),
    },
    {
      path: paths.pattern.contractUpdate,
      title: 'Update Contract',
      page: () => import('./pages/contract-update-page').then((m) => m.ContractUpdatePage),
      prefetch: withId('id', (id) => [contractQueryOptions(id)]),
    },
  ],
});
