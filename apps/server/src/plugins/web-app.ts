import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND } from './error-handler.js';

const MISSING_BUILD =
  'The Subaybay web app has not been built yet.\n\n' +
  'Run `npm run build -w @subaybay/web` from the repository root, then restart the server.\n' +
  'The API is already available under /api/ (see /api/docs/).\n';

/**
 * Serves the built web app from apps/web/dist on the API's port. Unknown
 * /api paths answer JSON 404; any other GET answers index.html so the app's
 * history routing works on reload. Hashed assets are cached for a year,
 * index.html never (so a new build shows at once). The web build writes a
 * `.br` and a `.gz` beside each text file (apps/web/tools/precompress.ts):
 * they are sent as they are, brotli first, to browsers that accept them.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const hasBuild = existsSync(path.join(options.distDir, 'index.html'));

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        // '/' itself is a directory: answer its index.html rather than a 403.
        index: 'index.html',
        // `<file>.br` or `<file>.gz` by Accept-Encoding, with Vary: Accept-Encoding; the file itself otherwise.
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send({ detail: NOT_FOUND });
      }
      if (!hasBuild) return reply.code(503).type('text/plain; charset=utf-8').send(MISSING_BUILD);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
