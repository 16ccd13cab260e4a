import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Makes the database reachable as `app.db`. Whoever opened it (main, tests) closes it. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { db: Database }) => {
    app.decorate('db', options.db);
  },
  { name: 'db' },
);
