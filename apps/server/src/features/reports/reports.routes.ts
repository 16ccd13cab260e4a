import type { FastifyPluginAsync } from 'fastify';
import { contractReportsRoutes } from './contract/contract-reports.routes.js';
import { contractsReportsRoutes } from './contracts/contracts-reports.routes.js';
import { projectsReportsRoutes } from './projects/projects-reports.routes.js';
import { reportQueueRoutes } from './queue/report-queue.routes.js';
import { summariesReportsRoutes } from './summaries/summaries-reports.routes.js';

/**
 * Registered in app.ts. The reports, read-only: each reads its records in a
 * handful of queries and computes with the domain engine. One sub-feature
 * folder per group of calls: `contract/` one contract's Summary and Timeline
 * (spec 3), `contracts/` a year's contracts reports, `projects/` the projects
 * reports, `summaries/` reports/summaries/* (spec 2 §7), `queue/` where a
 * heavy report waits its turn (decision 039).
 */
export const reportsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(contractReportsRoutes);
  await app.register(contractsReportsRoutes);
  await app.register(projectsReportsRoutes);
  await app.register(summariesReportsRoutes);
  await app.register(reportQueueRoutes);
};
