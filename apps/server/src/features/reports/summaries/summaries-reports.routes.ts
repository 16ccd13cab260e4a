import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerContractsAccomplishmentByYear } from './contracts-accomplishment-by-year.js';
import { officeSetupRoutes } from './office-setup.js';
import { overallSCurveRoutes } from './overall-scurve.js';

/** Registered by reports.routes.ts: reports/summaries/* (spec 2 §7), one file per call. */
export const summariesReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerContractsAccomplishmentByYear(app);
  await app.register(overallSCurveRoutes);
  await app.register(officeSetupRoutes);
};
