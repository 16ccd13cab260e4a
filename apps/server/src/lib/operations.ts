import {
  declaredOperations,
  REPORT_TICKET_HEADER,
  reportTicketSchema,
  errorBodySchema,
  operationName,
  requirePermission,
  type OperationBody,
  type OperationDeclaration,
  type OperationForm,
  type OperationGroup,
  type OperationParams,
  type OperationQuery,
  type OperationReply,
} from '@subaybay/domain';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { actorOf, type AuthActor } from '../plugins/auth.js';
import { sendXlsx } from './excel.js';
import { parseBody } from './parse-body.js';
import { forwardedHeaders, type ProductionWorkers } from './production-workers.js';
import { ReportCancelled, reportSlice, runProduction, type ReportQueue } from './report-queue.js';
import { encodeJsonInSlices } from './sliced-json.js';
import { readUpload, type UploadedFile } from './uploads.js';

/** A heavy answer already checked against its schema and written as JSON, in pieces. */
class SlicedJson {
  constructor(readonly chunks: readonly string[]) {}
}

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
    /** Where heavy operations wait their turn (lib/report-queue.ts). */
    reportQueue: ReportQueue;
    /** Where heavy operations are produced on PostgreSQL (lib/production-workers.ts); undefined: on the request thread. */
    productionWorkers: ProductionWorkers | undefined;
  }
}

/** A file answer (an Excel export): the bytes and the name the browser saves it under. */
export interface FileReply {
  buffer: Buffer;
  filename: string;
}

/** An image answer: its bytes and their type (sent `private, immutable`: a photo's bytes never change under its path). */
export interface ImageReply {
  buffer: Buffer;
  contentType: string;
}

/** What a handler receives: the actor (signed in unless the operation is public) and the parsed request. */
export interface OperationContext<O> {
  actor: O extends { readonly access: 'public' } ? AuthActor | null : AuthActor;
  params: OperationParams<O>;
  query: OperationQuery<O>;
  body: OperationBody<O>;
  /** An upload's text fields, parsed by its `upload.form`. */
  form: OperationForm<O>;
  /** An upload's file (within its `upload.maxBytes`). */
  file: O extends { readonly upload: object } ? UploadedFile : undefined;
  /** The caller's address, for the activity line. */
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A handler answers what the operation declares; one that answered an error
 * body of its own (`errorBodies`, the health check's 503) returns the sent reply.
 */
export type OperationHandler<O> = (
  context: OperationContext<O>,
) => Promise<(O extends { readonly image: true } ? ImageReply : O extends { readonly file: true } ? FileReply : OperationReply<O>) | FastifyReply>;

export type OperationHandlers<G extends OperationGroup> = { [K in keyof G]: OperationHandler<G[K]> };

/** `contractors/update/{id}/` → `/contractors/update/:id` (the server answers with and without the slash). */
export function fastifyPath(path: string): string {
  const withParams = `/${path}`.replace(/\{([^}]+)\}/g, ':$1');
  return withParams.length > 1 ? withParams.replace(/\/$/, '') : withParams;
}

function errorResponsesOf(operation: OperationDeclaration): Record<number, ZodType> {
  return Object.fromEntries(operation.errors.map((status) => [status, operation.errorBodies?.[status] ?? errorBodySchema]));
}

/**
 * Fires when the caller goes away before its answer is complete (closed tab,
 * left page, aborted fetch) or when the request's time limit answers for it:
 * a heavy production stops working for nobody.
 */
function whenAnswerLost(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new ReportCancelled());
  });
  request.deadline?.whenExpired(() => controller.abort(new ReportCancelled()));
  return controller.signal;
}

/**
 * A heavy operation (declared `heavy`): it waits for its turn in the report
 * queue under the caller's ticket, with the request's time limit paused while
 * it waits, then runs as a production its caller can cancel by going away.
 */
async function asProduction<T>(
  queue: ReportQueue,
  request: FastifyRequest,
  reply: FastifyReply,
  actor: AuthActor,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const header = request.headers[REPORT_TICKET_HEADER];
  const ticket = typeof header === 'string' && reportTicketSchema.safeParse(header).success ? header : undefined;
  const signal = whenAnswerLost(request, reply);
  request.timeLimit?.pause();
  const release = await queue.enter({ userId: actor.userId, ticket }, signal);
  // Given back once the answer has gone out (or the caller has gone): the serialising counts as the work too.
  reply.raw.once('finish', release);
  reply.raw.once('close', release);
  try {
    request.timeLimit?.restart();
    return await runProduction(signal, () => work(signal));
  } catch (error) {
    release();
    throw error;
  }
}

const HEAVY_NOTE =
  'Heavy: waits its turn in the report queue (at most REPORTS_AT_ONCE at once). Send X-Report-Ticket and ask ' +
  'GET /api/report-queue/{ticket} where it stands; closing the connection cancels the work.';

/** The OpenAPI description: the declaration's own, and for a heavy operation how its queue works. */
function descriptionOf(operation: OperationDeclaration): string | undefined {
  const parts = [operation.description, operation.heavy ? HEAVY_NOTE : undefined].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}

/** A heavy answer produced in a worker: its status, type and bytes, sent on as they are. */
class ProducedElsewhere {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly body: Buffer,
  ) {}
}

function routeOf(
  operation: OperationDeclaration,
  handler: OperationHandler<OperationDeclaration>,
  queue: ReportQueue,
  workers: ProductionWorkers | undefined,
): RouteOptions {
  return {
    method: operation.method,
    url: fastifyPath(operation.path),
    config: { access: operation.access, fileDownload: operation.file === true },
    schema: {
      tags: [operation.tag],
      summary: operation.summary,
      ...(descriptionOf(operation) ? { description: descriptionOf(operation) } : {}),
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.body ? { body: operation.body } : {}),
      // An upload's body is read by the handler (lib/uploads.ts); the document says what it takes.
      ...(operation.upload ? { consumes: ['multipart/form-data'] } : {}),
      response: { [operation.status]: operation.response, ...errorResponsesOf(operation) },
    },
    async handler(request, reply) {
      const actor = operation.access === 'public' ? request.actor : actorOf(request);
      if (operation.permission && actor) requirePermission(actor, operation.permission);
      const upload = operation.upload ? await readUpload(request, operation.upload) : undefined;
      const form = operation.upload && upload ? parseBody(operation.upload.form, upload.fields) : undefined;
      const run = () =>
        handler({
          actor: actor as AuthActor,
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          form: form as never,
          file: upload?.file as never,
          ip: request.ip,
          request,
          reply,
        });
      // A heavy JSON answer is serialised in slices too, as part of the production (lib/sliced-json.ts).
      const produce = async () => {
        const answer = await run();
        if (operation.file || reply.sent) return answer;
        return new SlicedJson(await encodeJsonInSlices(operation.response, answer, reportSlice()));
      };
      // On PostgreSQL with workers, the same request is answered by the app in a worker thread (its own heap).
      const produceInWorker = async (signal: AbortSignal) => {
        const answer = await workers!.produce({ method: request.method, url: request.url, headers: forwardedHeaders(request.headers) }, signal);
        return new ProducedElsewhere(answer.status, answer.headers, Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
      };
      const result = operation.heavy && actor ? await asProduction(queue, request, reply, actor, workers ? produceInWorker : produce) : await run();
      if (reply.sent) return reply;
      if (result instanceof ProducedElsewhere) return reply.code(result.status).headers(result.headers).send(result.body);
      // A stream goes out as it is: Fastify's serializer does not run again.
      if (result instanceof SlicedJson) return reply.code(operation.status).type('application/json; charset=utf-8').send(Readable.from(result.chunks));
      if (operation.image) {
        const image = result as ImageReply;
        return reply
          .code(200)
          .type(image.contentType)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('content-disposition', 'inline')
          .send(image.buffer);
      }
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
 * its handler from `handlersOf(app, options)` (the plugin's options: limits,
 * the site's details). An operation without a handler stops the
 * server at boot (TypeScript already refuses it; this catches a cast).
 */
export function operationRoutes<G extends OperationGroup, Options extends Record<string, unknown> = Record<never, never>>(
  group: G,
  handlersOf: (app: FastifyInstance, options: Options) => OperationHandlers<G>,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    const handlers = handlersOf(app, options);
    for (const [name, operation] of Object.entries(group)) {
      const handler = (handlers as Record<string, OperationHandler<OperationDeclaration> | undefined>)[name];
      if (typeof handler !== 'function') throw new Error(`Operation ${name} (${operationName(operation)}) has no handler`);
      app.route(routeOf(operation, handler, app.reportQueue, app.productionWorkers));
      app.implementedOperations.add(operation);
    }
  };
}

/** Boot check: every operation declared in the domain has a route (a forgotten feature fails at startup). */
export function assertEveryOperationImplemented(app: FastifyInstance): void {
  const missing = declaredOperations().filter((operation) => !app.implementedOperations.has(operation));
  if (missing.length > 0) throw new Error(`Declared operations without a handler: ${missing.map(operationName).join(', ')}`);
}
