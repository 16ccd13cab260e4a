import {
  createUserSchema,
  detailSchema,
  followSchema,
  passwordUpdatedSchema,
  projectInspectorSchema,
  updatePasswordSchema,
  updateUserSchema,
  userSchema,
} from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LimitsConfig } from '../../config.js';
import { z } from 'zod';
import { errorResponses, parseIdParam } from '../../lib/http.js';
import { actorOf } from '../../plugins/auth.js';
import { createAuthService } from '../auth/auth.service.js';
import { createUserAccountsService } from './user-accounts.service.js';

const tags = ['user-accounts'];

/**
 * Users of the signed-in office. These stay reachable for an inactive account
 * (access `user`): the profile and password pages work while renewal is pending.
 */
export const userAccountsRoutes: FastifyPluginAsyncZod<{ limits: LimitsConfig }> = async (app, options) => {
  const auth = createAuthService({ db: app.db, passwords: app.passwords, tokens: app.tokens, now: app.now, limits: options.limits });
  const service = createUserAccountsService({
    db: app.db,
    passwords: app.passwords,
    tokens: app.tokens,
    now: app.now,
    startSessionFor: auth.startSessionFor,
    verifyCurrentPassword: auth.verifyCurrentPassword,
  });

  app.get('/user-accounts', {
    config: { access: 'user' },
    schema: { tags, summary: "The office's users", response: { 200: z.array(userSchema), ...errorResponses(401) } },
    handler: async (request) => service.listUserAccounts(actorOf(request)),
  });

  app.get('/user-accounts/is-account-holder', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Whether the signed-in user is the account holder',
      response: { 200: z.object({ account_holder: z.boolean() }), ...errorResponses(401) },
    },
    handler: async (request) => service.isAccountHolder(actorOf(request)),
  });

  app.get('/user-accounts/project-inspectors', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The office's project inspectors",
      response: { 200: z.array(projectInspectorSchema), ...errorResponses(401) },
    },
    handler: async (request) => service.listProjectInspectors(actorOf(request)),
  });

  app.get('/user-accounts/:userId', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'One user of the office',
      params: z.object({ userId: z.string() }),
      response: { 200: userSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => service.getUserAccount(actorOf(request), parseIdParam(request.params.userId)),
  });

  app.post('/user-accounts/create', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Add a user to the office (account holder only)',
      body: createUserSchema,
      response: { 201: userSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const user = await service.createUserAccount(actorOf(request), request.body, request.ip);
      return reply.code(201).send(user);
    },
  });

  app.put('/user-accounts/update', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Edit a user; others and role ticks only by the account holder',
      body: updateUserSchema,
      response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service.updateUserAccount(actorOf(request), request.body, request.ip),
  });

  app.put('/user-accounts/update-password', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "Change the signed-in user's own password (the current one is required)",
      description:
        'Ends every session of the user and answers a new token pair for this one. ' +
        'A wrong current password counts as a failed sign-in of the user from this address (429 with `Retry-After` past the limit).',
      body: updatePasswordSchema,
      response: { 200: passwordUpdatedSchema, ...errorResponses(400, 401, 403, 429) },
    },
    handler: async (request) => service.updateOwnPassword(actorOf(request), request.body, request.ip),
  });

  app.post('/user-accounts/follow', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Follow another user of the office',
      body: followSchema,
      response: { 200: detailSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => service.followUser(actorOf(request), request.body, request.ip),
  });
};
