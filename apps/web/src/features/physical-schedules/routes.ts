import { paths } from '../../app/paths';
import { featureRoutes, withId } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { physicalSchedulesQueryOptions } from './api/get-physical-schedules';

export const physicalSchedulesRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.pattern.physicalSchedule,
      title: 'Physical Schedule',
      page: () => import('./pages/physical-schedule-page').then((m) => m.PhysicalSchedulePage),
      prefetch: withId('contractId', (id) => [contractQueryOptions(id), physicalSchedulesQueryOptions(id)]),
    },
  ],
});
