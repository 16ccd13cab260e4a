import { paths } from '../../app/paths';
import { featureRoutes } from '../../lib/routing';
import { expenditureSourceNamesQueryOptions } from './api/get-expenditure-source-names';

export const expenditureSourceNamesRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.expenditureSourceNames,
      title: 'Expenditure Source Names',
      page: () => import('./pages/expenditure-source-names-page').then((m) => m.ExpenditureSourceNamesPage),
      prefetch: () => [expenditureSourceNamesQueryOptions()],
    },
  ],
});
