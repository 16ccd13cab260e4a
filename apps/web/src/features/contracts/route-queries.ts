/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import { pathId, pathImplementationYear } from '../../lib/path-params';
import { withId, withYear, type Prefetch } from '../../lib/routing';
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

/** The Contracts page. */
export const contracts: Prefetch = () => [contractYearsQueryOptions()];

/** The Contracts of the Year page. */
export const contractsOfTheYear: Prefetch = withYear('year', (year) => [getContractsOfYearQueryOptions(year)]);

/** The Contracts of a Contractor page. */
export const contractsOfAContractor: Prefetch = ({ params }) => {
  const year = pathImplementationYear(params.year);
  const name = contractorNameParam(params.id);
  return year === null || name === '' ? [] : [getContractsOfContractorQueryOptions(year, name)];
};

/** The Completed Contracts page. */
export const completedContracts: Prefetch = withYear('year', (year) => [getCompletedContractsQueryOptions(year)]);

/** The Ongoing Contracts page. */
export const ongoingContracts: Prefetch = withYear('year', (year) => [getOngoingContractsQueryOptions(year)]);

/** The Contracts Monitored page. */
export const contractsMonitored: Prefetch = ({ params }) => {
  const year = pathImplementationYear(params.year);
  const userId = pathId(params.user_id);
  return year === null || userId === null ? [] : [getMonitoredContractsQueryOptions(year, userId)];
};

/** The Contract Details page. */
export const contractDetails: Prefetch = withId('contractId', (id) => [getContractDetailsQueryOptions(id), contractProjectsQueryOptions(id)]);

/** The Contract Summary page. */
export const contractSummary: Prefetch = withId('contractId', (id) => [getContractSummaryQueryOptions(id), contractQueryOptions(id)]);

/** The Contract Timeline page. */
export const contractTimeline: Prefetch = withId('contractId', (id) => [getContractTimelineQueryOptions(id), contractQueryOptions(id)]);

/** The Update Contract page. */
export const updateContract: Prefetch = withId('id', (id) => [contractQueryOptions(id)]);
