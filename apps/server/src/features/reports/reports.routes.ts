import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractsReportsRoutes } from './contracts/contracts-reports.routes.js';
import { projectsReportsRoutes } from './projects/projects-reports.routes.js';
import { summariesReportsRoutes } from './summaries/summaries-reports.routes.js';

/**
 * Registered in app.ts. The reports of spec 2 (reports/*), read-only: each
 * reads a year's records in a handful of queries and computes with the domain
 * engine. One sub-feature folder per group of the spec's calls.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contractsReportsRoutes);
  await app.register(projectsReportsRoutes);
  await app.register(summariesReportsRoutes);
};
