import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The web build writes `<file>.br` and `<file>.gz` beside each text file
 * (apps/web/tools/precompress.ts); the server picks one by Accept-Encoding.
 * A fake build: each compressed copy is real, so the tests can decode it.
 */
const INDEX_HTML = `<!doctype html><title>Subaybay</title><div id="root"></div>${'<!-- padding -->'.repeat(80)}`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const SCRIPT_URL = '/assets/index-abc123.js';

let web: TestApp;
let dist: string;

function writeWithCompressed(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'subaybay-dist-compressed-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithCompressed(path.join(dist, 'index.html'), INDEX_HTML);
  writeWithCompressed(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  // Small files have no compressed copies.
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  web = await createTestApp({ config: { webDistDir: dist } });
});

afterAll(async () => {
  await web?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string) {
  return web.request({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
}

describe('compressed web app files', () => {
  it('sends brotli to a browser that accepts it, with the asset cache headers', async () => {
    const response = await get(SCRIPT_URL, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const response = await get(SCRIPT_URL, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself when no compression is accepted, still varying on Accept-Encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const response = await get(SCRIPT_URL, acceptEncoding);
      expect(response.statusCode, String(acceptEncoding)).toBe(200);
      expect(response.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(response.body, String(acceptEncoding)).toBe(SCRIPT);
    }
    const response = await get(SCRIPT_URL, 'identity');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('compresses index.html at / and for history routes, never cached', async () => {
    for (const url of ['/', '/login', '/user-profile/3', '/dashboard?tab=1']) {
      const response = await get(url, 'gzip, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
    const gzipped = await get('/login', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('sends a file without compressed copies as it is', async () => {
    const response = await get('/favicon.svg', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('<svg/>');
  });

  it('still answers JSON 404 under /api', async () => {
    const response = await get('/api/unknown', 'gzip, br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});
