import {
  forumCategorySchema,
  forumHomeCategorySchema,
  forumPostCreateSchema,
  forumPostSchema,
  forumPostUpdateSchema,
  forumReplyCreateSchema,
  forumReplySchema,
} from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, parseIdParam } from '../../lib/http.js';
import { actorOf } from '../../plugins/auth.js';
import { createForumService } from './forum.service.js';

const tags = ['forum'];

/**
 * The forum (spec 3 §7): `forum/categories/`, `forum/posts/category/{catId}`,
 * `forum/posts/{id}`, `forum/replies/post/{postId}`, `forum/posts/create/`,
 * `forum/replies/create/`; and, not in the spec, `forum/posts/recent/` (the
 * forum home in one call), `forum/posts/update/{id}/` and `forum/posts/delete/{id}/`.
 * Signed-in users of every office whose account is active.
 */
export const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createForumService({ db: app.db, now: () => app.now() });
  const idParams = z.object({ id: z.string() });

  app.get('/forum/categories', {
    config: { access: 'activeAccount' },
    schema: { tags, summary: 'The forum categories', response: { 200: z.array(forumCategorySchema), ...errorResponses(401, 403) } },
    handler: async () => service.categories(),
  });

  app.get('/forum/posts/recent', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'The forum home: every category with its post count and its latest three posts (previews, without bodies)',
      response: { 200: z.array(forumHomeCategorySchema), ...errorResponses(401, 403) },
    },
    handler: async () => service.home(),
  });

  app.get('/forum/posts/category/:catId', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "A category's posts, newest first",
      params: z.object({ catId: z.string() }),
      response: { 200: z.array(forumPostSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.postsOfCategory(actorOf(request), parseIdParam(request.params.catId)),
  });

  app.get('/forum/posts/:id', {
    config: { access: 'activeAccount' },
    schema: { tags, summary: 'A post', params: idParams, response: { 200: forumPostSchema, ...errorResponses(401, 403, 404) } },
    handler: async (request) => service.post(actorOf(request), parseIdParam(request.params.id)),
  });

  app.get('/forum/replies/post/:postId', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "A post's replies, oldest first",
      params: z.object({ postId: z.string() }),
      response: { 200: z.array(forumReplySchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.replies(parseIdParam(request.params.postId)),
  });

  app.post('/forum/posts/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Write a post: a plain-text title and an HTML body, sanitised with the allow-list before it is stored',
      body: forumPostCreateSchema,
      response: { 201: forumPostSchema, ...errorResponses(400, 401, 403, 413) },
    },
    handler: async (request, reply) => reply.code(201).send(await service.createPost(actorOf(request), request.body, request.ip)),
  });

  app.put('/forum/posts/update/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Change the title and body of a post (its author only)',
      params: idParams,
      body: forumPostUpdateSchema,
      response: { 200: forumPostSchema, ...errorResponses(400, 401, 403, 404, 413) },
    },
    handler: async (request) => service.updatePost(actorOf(request), parseIdParam(request.params.id), request.body, request.ip),
  });

  app.delete('/forum/posts/delete/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "Delete a post and its replies (its author, or the account holder of the author's office)",
      params: idParams,
      response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.deletePost(actorOf(request), parseIdParam(request.params.id), request.ip);
      return reply.code(204).send(null);
    },
  });

  app.post('/forum/replies/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Reply to a post (plain text)',
      body: forumReplyCreateSchema,
      response: { 201: forumReplySchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => reply.code(201).send(await service.createReply(actorOf(request), request.body, request.ip)),
  });
};
