import {
  accomplishmentSummaryReportSchema,
  projectDetailedReportSchema,
  projectsAccomplishmentReportSchema,
} from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { excelQuerySchema, excelResponses, excelRouteConfig, sendXlsx } from '../../../lib/excel.js';
import { asOfQuerySchema, errorResponses, parseIdParam, parseYearParam } from '../../../lib/http.js';
import { actorOf } from '../../../plugins/auth.js';
import {
  accomplishmentSummaryReport,
  exportProjectsAccomplishmentReport,
  projectDetailedReport,
  projectsAccomplishmentReport,
} from './projects-reports.service.js';

const tags = ['reports'];
const yearParams = z.object({ year: z.string() });
const reportQuery = asOfQuerySchema.extend({
  fund_sources: z.string().optional().describe('Fund source names, comma-separated; absent or empty → all'),
});
const errors = errorResponses(400, 401, 403, 404);

/** Registered by reports.routes.ts: the projects reports of spec 2 (any active user of the office). */
export const projectsReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/reports/projects/projects-accomplishment-report/:year', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Projects Accomplishment Report: fund source → project → contract, with the summary block, as of a date',
      params: yearParams,
      querystring: reportQuery,
      response: { 200: projectsAccomplishmentReportSchema, ...errors },
    },
    handler: async (request) =>
      projectsAccomplishmentReport(app.db, actorOf(request), parseYearParam(request.params.year), request.query, app.now()),
  });

  app.get('/reports/projects/accomplishment-summary-report/:year', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Accomplishment Summary Report by fund source, with the total, as of a date',
      params: yearParams,
      querystring: asOfQuerySchema,
      response: { 200: accomplishmentSummaryReportSchema, ...errors },
    },
    handler: async (request) =>
      accomplishmentSummaryReport(app.db, actorOf(request), parseYearParam(request.params.year), request.query, app.now()),
  });

  app.get('/reports/projects/detailed-report/:projectId', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Project Detailed Report as of a date',
      params: z.object({ projectId: z.string() }),
      querystring: asOfQuerySchema,
      response: { 200: projectDetailedReportSchema, ...errors },
    },
    handler: async (request) =>
      projectDetailedReport(app.db, actorOf(request), parseIdParam(request.params.projectId), request.query, app.now()),
  });

  app.get('/reports/projects/excel-projects-accomplishment-report/:year', {
    config: excelRouteConfig,
    schema: {
      tags,
      summary: 'The Projects Accomplishment Report as an Excel file (user_id is accepted and ignored)',
      params: yearParams,
      querystring: reportQuery.extend(excelQuerySchema.shape),
      response: excelResponses,
    },
    handler: async (request, reply) => {
      const { buffer, filename } = await exportProjectsAccomplishmentReport(
        app.db,
        actorOf(request),
        parseYearParam(request.params.year),
        request.query,
        app.now(),
      );
      return sendXlsx(reply, buffer, filename);
    },
  });
};
