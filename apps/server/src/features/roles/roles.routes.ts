import { isRoleId, roleNames, roleSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http.js';
import { listRoleIds } from './roles.repository.js';

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/roles', {
    config: { access: 'user' },
    schema: {
      tags: ['roles'],
      summary: 'The roles a user can hold (the account holder is shown as Admin)',
      response: { 200: z.array(roleSchema), ...errorResponses(401) },
    },
    // Too small for a service: ids from the database, display names from the domain.
    handler: async () => (await listRoleIds(app.db)).filter(isRoleId).map((id) => ({ id, name: roleNames[id] })),
  });
};
