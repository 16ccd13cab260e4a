/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import type { Prefetch } from '../../lib/routing';
import { expenditureSourceNamesQueryOptions } from './api/get-expenditure-source-names';

/** The Expenditure Source Names page. */
export const expenditureSourceNames: Prefetch = () => [expenditureSourceNamesQueryOptions()];
