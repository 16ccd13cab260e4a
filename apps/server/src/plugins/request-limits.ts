import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_JSON_DEPTH, PUBLIC_BODY_LIMIT } from '../config.js';
import { REQUEST_TIMED_OUT, RequestDeadline, runWithDeadline } from '../db/request-deadline.js';

export { REQUEST_TIMED_OUT };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for API requests: the timer expires it, the request's transactions check it (db/request-deadline.ts). */
    deadline: RequestDeadline | undefined;
    /**
     * The request's time limit, for a request that waits its turn in the report queue:
     * `pause()` while it waits (waiting is not the server taking too long), `restart()`
     * when its turn comes (the full limit again, for the work itself).
     */
    timeLimit: { pause(): void; restart(): void } | undefined;
  }
}

/** Error raised by the JSON parser for a body nested deeper than MAX_JSON_DEPTH (answered 400 by the error handler). */
class JsonTooDeepError extends Error {
  readonly code = 'FST_ERR_CTP_INVALID_JSON_DEPTH';
  readonly statusCode = 400;
}

/**
 * The deepest nesting of arrays and objects in a JSON text, stopping as soon as
 * it passes `limit`: a linear scan, so a megabyte of `[[[[…` is refused in
 * about a millisecond instead of being parsed.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index += 1;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 93 /* ] */ || char === 125 /* } */) depth -= 1;
  }
  return false;
}

/**
 * What every API request passes before a handler runs, and the bounds on how
 * long and how large it may be:
 * - JSON only (a `text/plain` body is 415), depth-checked before parsing;
 * - public routes take at most PUBLIC_BODY_LIMIT bytes (set in plugins/auth.ts with the access rule);
 * - a handler that has not answered within `requestMs` gives the client a 503
 *   (the database's own statement timeout normally fires first), and a
 *   transaction of that request can no longer commit;
 * - API answers are never cached (`Cache-Control: no-store`): they carry one office's data; an image
 *   read alone is `private, immutable` (its bytes never change under its path).
 */
export const requestLimitsPlugin = fp(
  async (app: FastifyInstance, options: { requestMs: number }) => {
    const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(new JsonTooDeepError('JSON nested too deeply'), undefined);
      return defaultJsonParser(request, text, done);
    });

    app.addHook('onSend', async (request, reply) => {
      // An image read says its own (private, immutable: lib/operations.ts); everything else is no-store.
      if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    app.decorateRequest('deadline', undefined);
    app.decorateRequest('timeLimit', undefined);
    // From the first hook on, so a hook waiting on the database (authentication) is bounded too.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.url.startsWith('/api')) return done();
      const deadline = new RequestDeadline();
      request.deadline = deadline;
      const onTimeout = () => {
        if (reply.sent) return;
        if (!deadline.expire()) {
          request.log.warn({ url: request.url, timeoutMs: options.requestMs }, 'request passed its timeout while committing; it answers when the commit does');
          return;
        }
        request.log.error({ url: request.url, timeoutMs: options.requestMs }, 'request timed out');
        void reply.code(503).send({ detail: REQUEST_TIMED_OUT });
      };
      let timer: NodeJS.Timeout | undefined = setTimeout(onTimeout, options.requestMs);
      let answered = false;
      const stop = () => {
        clearTimeout(timer);
        timer = undefined;
      };
      request.timeLimit = {
        pause: stop,
        restart() {
          stop();
          if (!answered) timer = setTimeout(onTimeout, options.requestMs);
        },
      };
      const end = () => {
        answered = true;
        stop();
      };
      reply.raw.once('close', end);
      reply.raw.once('finish', end);
      done();
    });

    // The handler (and the hooks before it) run under the request's deadline. Entered here rather
    // than in onRequest: a parsed body arrives from the socket's events, outside that hook's context.
    app.addHook('preHandler', (request, _reply, done) => {
      if (!request.deadline) return done();
      runWithDeadline(request.deadline, done);
    });
  },
  { name: 'request-limits' },
);

export { PUBLIC_BODY_LIMIT };
