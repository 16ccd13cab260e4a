import { describe, expect } from 'vitest';
import { latestActivity } from './helpers/activity.js';
import { apiTest } from './helpers/api-test.js';
import type { Office } from './helpers/factories.js';
import type { TestApp } from './helpers/test-app.js';
import { NOT_CHANGES, userFor, writeCases } from './helpers/write-cases.js';

/**
 * "Every change in the product writes its activity text" (spec 1 §7): each
 * write route of the API, on a fresh office, adds exactly one line to the
 * office's stream, in the spec's style. The last test compares this list with
 * the routes the app registers, so a new write route fails here until its
 * line is checked.
 */

const streamOf = (api: TestApp, office: Office): Promise<string[]> => latestActivity(api, office.holder, 0);

describe('every write logs its activity line', () => {
  for (const write of writeCases) {
    apiTest(`${write.route} adds one line ${write.line}`, async ({ api, office }) => {
      const request = await write.arrange(api, office);
      const before = await streamOf(api, office);
      const user = request.as === 'inspector' ? office.inspector : userFor(office, request.url);
      const response = await api.request({ method: request.method, url: request.url, token: user.access, ...(request.payload ? { payload: request.payload } : {}), ...(request.headers ? { headers: request.headers } : {}) });
      expect(response.statusCode, response.body).toBeLessThan(300);
      const after = await streamOf(api, office);
      expect(after.length).toBe(before.length + 1);
      expect(after[0]).toMatch(write.line);
    });
  }

  apiTest('covers every write route the app registers', async ({ api }) => {
    const spec = api.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => method !== 'get' && method !== 'head' && method !== 'options')
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set([...writeCases.map((write) => write.route), ...Object.keys(NOT_CHANGES)]);
    expect(writes.filter((route) => !covered.has(route))).toEqual([]);
    expect(writes.length).toBeGreaterThan(40);
  });
});
