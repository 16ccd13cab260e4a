import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import type { SignedInUser } from './helpers/factories.js';
import type { TestApp } from './helpers/test-app.js';

/**
 * API answers are compressed by Accept-Encoding (plugins/api-compression.ts);
 * the web app's own files keep their build-time compression (web-app-compression.test.ts).
 * The list of every municipality of the country stands for a large JSON answer.
 */

const LARGE_JSON = '/api/municipalities/';

const get = (api: TestApp, url: string, user: SignedInUser, acceptEncoding?: string) =>
  api.request({ method: 'GET', url, token: user.access, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('compressed API answers', () => {
  apiTest('a large JSON answer comes back as brotli or gzip, whichever the client prefers, and decodes to the same JSON', async ({ api, office }) => {
    const plain = await get(api, LARGE_JSON, office.viewer);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(50_000);

    const decoders = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync } as const;
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['deflate', 'deflate'],
      ['br;q=0.5, gzip;q=1', 'gzip'],
    ] as const) {
      const response = await get(api, LARGE_JSON, office.viewer, acceptEncoding);
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(expected);
      expect(response.headers['content-type'], acceptEncoding).toMatch(/^application\/json/);
      expect(response.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length, acceptEncoding).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decoders[expected](response.rawPayload).toString('utf8')), acceptEncoding).toEqual(plain.json());
    }
  });

  apiTest('without Accept-Encoding, or with identity only, the answer is plain JSON', async ({ api, office }) => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get(api, LARGE_JSON, office.viewer, acceptEncoding);
      expect(response.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(Array.isArray(response.json()), String(acceptEncoding)).toBe(true);
    }
  });

  apiTest('a small answer is sent as it is: below 1 KB compression gains nothing', async ({ api, office }) => {
    const response = await get(api, '/api/user-accounts/is-account-holder/', office.viewer, 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  apiTest('an Excel download is not compressed again: it is a zip already', async ({ api, office }) => {
    const response = await get(api, '/api/contracts/year/2024/excel', office.viewer, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-encoding']).toBeUndefined();
    // A zip file starts with "PK".
    expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
