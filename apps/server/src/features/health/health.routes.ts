import { healthOperations } from '@subaybay/domain';
import { accounts } from '../../db/schema/accounts.js';
import { describeDatabaseError } from '../../db/errors.js';
import { operationRoutes } from '../../lib/operations.js';
import { DATABASE_UNAVAILABLE } from '../../plugins/error-handler.js';

/** `GET /api/health` (declared in packages/domain/src/health/health.operations.ts). */
export const healthRoutes = operationRoutes(healthOperations, (app) => ({
  check: async ({ request, reply }) => {
    try {
      // A real table, so a database that answers but lost its tables (or was never migrated) is unhealthy too.
      await app.db.select({ id: accounts.id }).from(accounts).limit(1);
      return { status: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, `health check: database unavailable: ${describeDatabaseError(error)}`);
      return reply.code(503).send({ status: 'unavailable' as const, detail: DATABASE_UNAVAILABLE });
    }
  },
}));
