import { expendituresByYearItemSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/http.js';
import { actorOf } from '../../../plugins/auth.js';
import { parseYearParam } from '../project-finance.shared.js';
import { createFinanceByYearService } from './finance-by-year.service.js';

export const financeByYearRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createFinanceByYearService(app);

  app.get('/finance/expenditures-by-year/:year', {
    config: { access: 'activeAccount' },
    schema: {
      tags: ['finance'],
      summary: 'Disbursed expenditures per project of an implementation year (projects with none left out)',
      params: z.object({ year: z.string() }),
      response: { 200: z.array(expendituresByYearItemSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.expendituresByYear(actorOf(request), parseYearParam(request.params.year)),
  });
};
