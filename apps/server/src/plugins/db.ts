import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { withRequestDeadlines } from '../db/request-deadline.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * Makes the database reachable as `app.db`, its transactions bound to the
 * deadline of the request they run in. Whoever opened it (main, tests) closes it.
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { db: Database }) => {
    app.decorate('db', withRequestDeadlines(options.db));
  },
  { name: 'db' },
);
