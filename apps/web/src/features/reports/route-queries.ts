/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import { todayInManila } from '@subaybay/domain';
import { parseReportParams } from '../../components/report-params';
import { pathImplementationYear } from '../../lib/path-params';
import type { Prefetch } from '../../lib/routing';
import { negativeSlippageQueryOptions, ppaReportQueryOptions } from './api/contracts-reports';

/** The Contracts with Negative Slippage page. */
export const contractsWithNegativeSlippage: Prefetch = ({ params, request }) => {
  const today = todayInManila();
  const year = params.implementationYear === undefined ? Number(today.slice(0, 4)) : pathImplementationYear(params.implementationYear);
  const { asOf } = parseReportParams(new URL(request.url).searchParams).request;
  return year === null ? [] : [negativeSlippageQueryOptions(year, asOf)];
};

/** The PPA Report page. */
export const ppaReport: Prefetch = ({ request }) => {
  const { year, asOf } = parseReportParams(new URL(request.url).searchParams).request;
  return [ppaReportQueryOptions(year, asOf)];
};
