import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * API answers compressed by the client's Accept-Encoding (br, then gzip, then
 * deflate): a year's detailed breakdown is about 1.4 MB of JSON at 2 000 contracts,
 * a few per cent of that compressed. Registered inside the /api scope only: the
 * web app's files are compressed once, at build time (plugins/web-app.ts).
 *
 * - Under 1 KB nothing is gained, so nothing is done.
 * - JSON and text only: an Excel file is a zip already, and compressing it again
 *   costs time for nothing (mime-db marks it incompressible too; this says so here).
 * - zstd is left out so the answer does not depend on the Node.js version.
 * - Request bodies are never decompressed: the body limit then means what it says.
 */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

const COMPRESSIBLE_TYPES = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream))/i;

export async function apiCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    encodings: ['br', 'gzip', 'deflate'],
    threshold: API_COMPRESSION_THRESHOLD_BYTES,
    customTypes: (contentType: string) => COMPRESSIBLE_TYPES.test(contentType),
    globalDecompression: false,
  });
}
