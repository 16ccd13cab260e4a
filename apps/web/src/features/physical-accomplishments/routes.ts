import { paths } from '../../app/paths';
import { featureRoutes, withId } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { physicalAccomplishmentsQueryOptions } from './api/get-physical-accomplishments';

export const physicalAccomplishmentsRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.pattern.physicalAccomplishment,
      title: 'Physical Accomplishment',
      page: () => import('./pages/physical-accomplishment-page').then((m) => m.PhysicalAccomplishmentPage),
      prefetch: withId('contractId', (id) => [contractQueryOptions(id), physicalAccomplishmentsQueryOptions(id)]),
    },
  ],
});
