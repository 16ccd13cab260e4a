import { activityOperations } from '@subaybay/domain';
import { operationRoutes } from '../../lib/operations.js';
import { createActivityService } from './activity.service.js';

/** The activity operations (declared in packages/domain/src/activity/activity.operations.ts). */
export const activityRoutes = operationRoutes(activityOperations, (app) => {
  const service = createActivityService(app);
  return {
    create: async ({ actor, body, ip }) => service.createActivityLog(actor, body, ip),
    page: async ({ actor, query }) => service.getActivityPage(actor, query),
    stream: async ({ actor, params, query }) => service.getActivityStream(actor, params.limit, query.kind),
  };
});
