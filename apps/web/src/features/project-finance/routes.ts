import { paths } from '../../app/paths';
import { pathCalendarYear } from '../../lib/path-params';
import { featureRoutes } from '../../lib/routing';
import { expendituresByYearQueryOptions } from './api/get-expenditures-by-year';

/** Project finance's pages, registered in app/routes.tsx: the Finance menu and the expenditures of a year (any active user). */
export const projectFinanceRoutes = featureRoutes({
  activeAccount: [
    { path: paths.finance, title: 'Finance', page: () => import('./pages/finance-menu-page').then((m) => m.FinanceMenuPage) },
    {
      path: paths.pattern.expendituresByYear,
      title: 'Expenditures By Year',
      page: () => import('./pages/expenditures-by-year-page').then((m) => m.ExpendituresByYearPage),
      prefetch: ({ params }) => {
        const year = pathCalendarYear(params.year);
        return year === null ? [] : [expendituresByYearQueryOptions(year)];
      },
    },
  ],
});
