import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Registered in app.ts; the routes of this feature are added here. */
export const projectsRoutes: FastifyPluginAsyncZod = async () => {};
