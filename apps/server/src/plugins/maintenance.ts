import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteExpiredCounts } from '../lib/rate-limits.js';
import { deleteOldSessions } from '../lib/sessions.js';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Hourly housekeeping: expired rate-limit windows and week-old ended sessions
 * are deleted. Several processes may do it at once; the deletes are idempotent.
 */
export const maintenancePlugin = fp(
  async (app: FastifyInstance) => {
    const run = async () => {
      try {
        const now = app.now();
        await deleteExpiredCounts(app.db, now);
        await deleteOldSessions(app.db, now);
      } catch (error) {
        app.log.warn({ err: error }, 'housekeeping failed; it will be tried again in an hour');
      }
    };
    const timer = setInterval(() => void run(), EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'maintenance', dependencies: ['db'] },
);
