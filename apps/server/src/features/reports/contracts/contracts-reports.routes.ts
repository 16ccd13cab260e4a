import { contractsReportSchema, ppaReportSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { excelQuerySchema, excelResponses, excelRouteConfig, sendXlsx } from '../../../lib/excel.js';
import { asOfQuerySchema, errorResponses, parseYearParam } from '../../../lib/http.js';
import { actorOf } from '../../../plugins/auth.js';
import { createContractsReportsService } from './contracts-reports.service.js';

const tags = ['contracts reports'];
const yearParams = z.object({ year: z.string() });

/** The contracts reports of a year (spec 2 §7 Reports): read-only, every role of the office. */
export const contractsReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContractsReportsService(app);

  app.get('/reports/contracts/contracts-report/:year', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "Contracts Detailed Breakdown: one row per contract of the year (once, whatever its projects), as of a date",
      params: yearParams,
      querystring: asOfQuerySchema,
      response: { 200: contractsReportSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service.contractsReport(actorOf(request), parseYearParam(request.params.year), request.query),
  });

  app.get('/reports/contracts/contracts-report/negative-slippage/:year', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Contracts with Negative Slippage: the Detailed Breakdown rows whose slippage is below 0',
      params: yearParams,
      querystring: asOfQuerySchema,
      response: { 200: contractsReportSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service.negativeSlippage(actorOf(request), parseYearParam(request.params.year), request.query),
  });

  app.get('/reports/contracts/ppa-report/:year', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'PPA report (COA Circular 2013-004 Annex B) of the year as of a date',
      params: yearParams,
      querystring: asOfQuerySchema,
      response: { 200: ppaReportSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service.ppaReport(actorOf(request), parseYearParam(request.params.year), request.query),
  });

  app.get('/reports/contracts/contracts-excel-report/:year', {
    config: excelRouteConfig,
    schema: { tags, summary: 'The Detailed Breakdown as an Excel file', params: yearParams, querystring: excelQuerySchema, response: excelResponses },
    handler: async (request, reply) => {
      const { buffer, filename } = await service.contractsReportExcel(actorOf(request), parseYearParam(request.params.year), { as_of: request.query.as_of });
      return sendXlsx(reply, buffer, filename);
    },
  });

  app.get('/reports/contracts/contracts-excel-report/negative-slippage/:year', {
    config: excelRouteConfig,
    schema: { tags, summary: 'The Contracts with Negative Slippage as an Excel file', params: yearParams, querystring: excelQuerySchema, response: excelResponses },
    handler: async (request, reply) => {
      const { buffer, filename } = await service.negativeSlippageExcel(actorOf(request), parseYearParam(request.params.year), { as_of: request.query.as_of });
      return sendXlsx(reply, buffer, filename);
    },
  });

  app.get('/reports/contracts/ppa-excel-report/:year', {
    config: excelRouteConfig,
    schema: { tags, summary: 'The PPA report as an Excel file', params: yearParams, querystring: excelQuerySchema, response: excelResponses },
    handler: async (request, reply) => {
      const { buffer, filename } = await service.ppaReportExcel(actorOf(request), parseYearParam(request.params.year), { as_of: request.query.as_of });
      return sendXlsx(reply, buffer, filename);
    },
  });
};
