/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import { pathCalendarYear } from '../../lib/path-params';
import type { Prefetch } from '../../lib/routing';
import { expendituresByYearQueryOptions } from './api/get-expenditures-by-year';

/** The Expenditures By Year page. */
export const expendituresByYear: Prefetch = ({ params }) => {
  const year = pathCalendarYear(params.year);
  return year === null ? [] : [expendituresByYearQueryOptions(year)];
};
