import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

/** Contracts (spec 3 §2): signed-in users; every page is its own chunk and its loader starts its reads. */
export const contractsRoutes = featureRoutes({
  signedIn: [
    {
      path: paths.contracts,
      title: 'Contracts',
      page: () => import('./pages/contract-years-page').then((m) => m.ContractYearsPage),
      prefetch: lazyPrefetch(queries, (q) => q.contracts),
    },
    {
      path: paths.pattern.contractsOfYear,
      title: 'Contracts of the Year',
      page: () => import('./pages/contracts-of-year-page').then((m) => m.ContractsOfYearPage),
      prefetch: lazyPrefetch(queries, (q) => q.contractsOfTheYear),
    },
    {
      path: paths.pattern.contractsOfContractor,
      title: 'Contracts of a Contractor',
      page: () => import('./pages/contracts-of-year-page').then((m) => m.ContractsOfContractorPage),
      prefetch: lazyPrefetch(queries, (q) => q.contractsOfAContractor),
    },
    {
      path: paths.pattern.contractsCompleted,
      title: 'Completed Contracts',
      page: () => import('./pages/completed-contracts-page').then((m) => m.CompletedContractsPage),
      prefetch: lazyPrefetch(queries, (q) => q.completedContracts),
    },
    {
      path: paths.pattern.contractsOngoing,
      title: 'Ongoing Contracts',
      page: () => import('./pages/ongoing-contracts-page').then((m) => m.OngoingContractsPage),
      prefetch: lazyPrefetch(queries, (q) => q.ongoingContracts),
    },
    {
      path: paths.pattern.contractsMonitoredInYear,
      title: 'Contracts Monitored',
      page: () => import('./pages/monitored-contracts-page').then((m) => m.MonitoredContractsPage),
      prefetch: lazyPrefetch(queries, (q) => q.contractsMonitored),
    },
    {
      path: paths.pattern.contractDetails,
      title: 'Contract Details',
      page: () => import('./pages/contract-details-page').then((m) => m.ContractDetailsPage),
      prefetch: lazyPrefetch(queries, (q) => q.contractDetails),
    },
    {
      path: paths.pattern.contractSummary,
      title: 'Contract Summary',
      page: () => import('./pages/contract-summary-page').then((m) => m.ContractSummaryPage),
      prefetch: lazyPrefetch(queries, (q) => q.contractSummary),
    },
    {
      path: paths.pattern.contractTimeline,
      title: 'Contract Timeline',
      page: () => import('./pages/contract-timeline-page').then((m) => m.ContractTimelinePage),
      prefetch: lazyPrefetch(queries, (q) => q.contractTimeline),
    },
    {
      path: paths.pattern.contractUpdate,
      title: 'Update Contract',
      page: () => import('./pages/contract-update-page').then((m) => m.ContractUpdatePage),
      prefetch: lazyPrefetch(queries, (q) => q.updateContract),
    },
  ],
});
