import { contractSummarySchema, contractTimelineSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { excelQuerySchema, excelResponses, excelRouteConfig, sendXlsx } from '../../lib/excel.js';
import { asOfQuerySchema, errorResponses, parseIdParam } from '../../lib/http.js';
import { actorOf } from '../../plugins/auth.js';
import { createContractReportsService } from './contract-reports.service.js';

const tags = ['contract reports'];
const idParams = z.object({ id: z.string() });

/** Contract Summary and Contract Timeline as of a date, and their Excel files (read-only, every role). */
export const contractReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContractReportsService(app);

  app.get('/contracts/:id/summary', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'The Contract Summary as of a date (default today in Manila)',
      params: idParams,
      querystring: asOfQuerySchema,
      response: { 200: contractSummarySchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service.summary(actorOf(request), parseIdParam(request.params.id), request.query),
  });

  app.get('/contracts/:id/timeline', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'The Contract Timeline as of a date (default today in Manila): suspensions, completion, liquidated damages',
      params: idParams,
      querystring: asOfQuerySchema,
      response: { 200: contractTimelineSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service.timeline(actorOf(request), parseIdParam(request.params.id), request.query),
  });

  app.get('/reports/contracts/contract-excel-report/:id', {
    config: excelRouteConfig,
    schema: {
      tags,
      summary: 'The Contract Summary as an Excel file (Contract Summary {number} as of {date}.xlsx)',
      params: idParams,
      querystring: excelQuerySchema,
      response: excelResponses,
    },
    handler: async (request, reply) => {
      const { buffer, filename } = await service.summaryExcel(actorOf(request), parseIdParam(request.params.id), { as_of: request.query.as_of });
      return sendXlsx(reply, buffer, filename);
    },
  });

  app.get('/reports/contracts/contract-timeline-excel-report/:id', {
    config: excelRouteConfig,
    schema: {
      tags,
      summary: 'The Contract Timeline as an Excel file (Contract Timeline {number} as of {date}.xlsx)',
      params: idParams,
      querystring: excelQuerySchema,
      response: excelResponses,
    },
    handler: async (request, reply) => {
      const { buffer, filename } = await service.timelineExcel(actorOf(request), parseIdParam(request.params.id), { as_of: request.query.as_of });
      return sendXlsx(reply, buffer, filename);
    },
  });
};
