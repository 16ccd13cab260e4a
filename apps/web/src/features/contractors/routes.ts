import { paths } from '../../app/paths';
import { featureRoutes, withId } from '../../lib/routing';
import { contractorsQueryOptions } from '../contracts/api/get-contractors';
import { getContractorPageQueryOptions } from './api/get-contractor-page';

/** Contractors (spec 3 §2): the list, Add Contractor and the contractor page; each its own chunk. */
export const contractorsRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.contractors,
      title: 'Contractors',
      page: () => import('./pages/contractors-page').then((m) => m.ContractorsPage),
      prefetch: () => [contractorsQueryOptions()],
    },
    { path: paths.contractorAdd, title: 'Add Contractor', page: () => import('./pages/contractor-add-page').then((m) => m.ContractorAddPage) },
    {
      path: paths.pattern.contractor,
      title: 'Contractor',
      page: () => import('./pages/contractor-page').then((m) => m.ContractorPage),
      prefetch: withId('contractor_id', (id) => [getContractorPageQueryOptions(id)]),
    },
  ],
});
