import {
  declaredOperations,
  errorBodySchema,
  operationName,
  requirePermission,
  type OperationBody,
  type OperationDeclaration,
  type OperationGroup,
  type OperationParams,
  type OperationQuery,
  type OperationReply,
} from '@subaybay/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { actorOf, type AuthActor } from '../plugins/auth.js';
import { sendXlsx } from './excel.js';

/**
 * Routes from the operations declared in `packages/domain` (`<feature>.operations.ts`):
 * a feature's route file is `operationRoutes(itsOperations, (app) => ({ name: handler }))`,
 * one handler per declared operation. This file turns a declaration into the
 * Fastify route: path, schemas (so the OpenAPI document and validation come
 * from the declaration), access, the permission row, the success status.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The declared operations a handler was registered for (checked once all routes are in). */
    implementedOperations: Set<OperationDeclaration>;
  }
}

/** A file answer (an Excel export): the bytes and the name the browser saves it under. */
export interface FileReply {
  buffer: Buffer;
  filename: string;
}

/** What a handler receives: the actor (signed in unless the operation is public) and the parsed request. */
export interface OperationContext<O> {
  actor: O extends { readonly access: 'public' } ? AuthActor | null : AuthActor;
  params: OperationParams<O>;
  query: OperationQuery<O>;
  body: OperationBody<O>;
  /** The caller's address, for the activity line. */
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type OperationHandler<O> = (
  context: OperationContext<O>,
) => Promise<O extends { readonly file: true } ? FileReply : OperationReply<O>>;

export type OperationHandlers<G extends OperationGroup> = { [K in keyof G]: OperationHandler<G[K]> };

/** `contractors/update/{id}/` → `/contractors/update/:id` (the server answers with and without the slash). */
export function fastifyPath(path: string): string {
  const withParams = `/${path}`.replace(/\{([^}]+)\}/g, ':$1');
  return withParams.length > 1 ? withParams.replace(/\/$/, '') : withParams;
}

function errorResponsesOf(operation: OperationDeclaration): Record<number, typeof errorBodySchema> {
  return Object.fromEntries(operation.errors.map((status) => [status, errorBodySchema]));
}

function routeOf(operation: OperationDeclaration, handler: OperationHandler<OperationDeclaration>): RouteOptions {
  return {
    method: operation.method,
    url: fastifyPath(operation.path),
    config: { access: operation.access, fileDownload: operation.file === true },
    schema: {
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.body ? { body: operation.body } : {}),
      response: { [operation.status]: operation.response, ...errorResponsesOf(operation) },
    },
    async handler(request, reply) {
      const actor = operation.access === 'public' ? request.actor : actorOf(request);
      if (operation.permission && actor) requirePermission(actor, operation.permission);
      const result = await handler({
        actor: actor as AuthActor,
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        ip: request.ip,
        request,
        reply,
      });
      if (reply.sent) return reply;
      if (operation.file) {
        const file = result as FileReply;
        return sendXlsx(reply, file.buffer, file.filename);
      }
      if (operation.status === 204) return reply.code(204).send(null);
      return reply.code(operation.status).send(result);
    },
  };
}

/**
 * A Fastify plugin registering one route per operation of `group`, each with
 * its handler from `handlersOf(app)`. An operation without a handler stops the
 * server at boot (TypeScript already refuses it; this catches a cast).
 */
export function operationRoutes<G extends OperationGroup>(
  group: G,
  handlersOf: (app: FastifyInstance) => OperationHandlers<G>,
): FastifyPluginAsync {
  return async (app) => {
    const handlers = handlersOf(app);
    for (const [name, operation] of Object.entries(group)) {
      const handler = (handlers as Record<string, OperationHandler<OperationDeclaration> | undefined>)[name];
      if (typeof handler !== 'function') throw new Error(`Operation ${name} (${operationName(operation)}) has no handler`);
      app.route(routeOf(operation, handler));
      app.implementedOperations.add(operation);
    }
  };
}

/** Boot check: every operation declared in the domain has a route (a forgotten feature fails at startup). */
export function assertEveryOperationImplemented(app: FastifyInstance): void {
  const missing = declaredOperations().filter((operation) => !app.implementedOperations.has(operation));
  if (missing.length > 0) throw new Error(`Declared operations without a handler: ${missing.map(operationName).join(', ')}`);
}
