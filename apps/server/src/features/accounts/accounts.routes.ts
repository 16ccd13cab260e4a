import { accountSchema, createAccountSchema, updateAccountSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LimitsConfig } from '../../config.js';
import { errorResponses } from '../../lib/http.js';
import { actorOf } from '../../plugins/auth.js';
import { createAccountsService } from './accounts.service.js';

const tags = ['accounts'];

export const accountsRoutes: FastifyPluginAsyncZod<{ limits: LimitsConfig }> = async (app, options) => {
  const service = createAccountsService({ db: app.db, passwords: app.passwords, tokens: app.tokens, now: app.now, limits: options.limits });

  app.post('/accounts/create', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "Register an office: its account and the account holder's user",
      body: createAccountSchema,
      response: { 201: accountSchema, ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      const account = await service.registerAccount(request.body, request.ip);
      return reply.code(201).send(account);
    },
  });

  app.get('/accounts/details', {
    // Reachable while inactive: the web reads `active` here to show its Inactive page.
    config: { access: 'user' },
    schema: { tags, summary: "The signed-in user's office account", response: { 200: accountSchema, ...errorResponses(401) } },
    handler: async (request) => service.getAccountDetails(actorOf(request)),
  });

  app.put('/accounts/update', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Rename the office (account holder only)',
      body: updateAccountSchema,
      response: { 200: accountSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => service.updateAccount(actorOf(request), request.body, request.ip),
  });
};
