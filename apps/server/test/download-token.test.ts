import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import { createOffice, PASSWORD } from './helpers/factories.js';
import { insertContract } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';
import { DOWNLOAD_TOKEN_SECONDS } from '../src/lib/tokens.js';

// API.md "Excel downloads": a file route answers the bearer token or `?token=`, a download
// token from `reports/download-token/` for that very path, good for a few minutes.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function downloadToken(t: TestApp, access: string, path: string): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/api/reports/download-token/', token: access, payload: { path } });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { token: string; expires_in: number };
  expect(body.expires_in).toBe(DOWNLOAD_TOKEN_SECONDS);
  return body.token;
}

describe('download tokens', () => {
  apiTest('open the one file path they were issued for, without an Authorization header', async ({ api, office }) => {
    const contractId = await insertContract(api, office.accountId);
    const path = `/api/reports/contracts/contract-excel-report/${contractId}`;
    const token = await downloadToken(api, office.viewer.access, path);

    const file = await api.request({ method: 'GET', url: `${path}?as_of=2024-02-01&token=${token}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // With and without the trailing slash, like every path.
    expect((await api.request({ method: 'GET', url: `${path}/?token=${token}` })).statusCode).toBe(200);

    // Another file of the same office: the token names one path only.
    const timeline = await api.request({ method: 'GET', url: `/api/reports/contracts/contract-timeline-excel-report/${contractId}?token=${token}` });
    expect(timeline.statusCode).toBe(401);
    // A route that answers data, not a file, never reads `?token=`.
    const details = await api.request({ method: 'GET', url: `/api/contracts/details/${contractId}?token=${token}` });
    expect(details.statusCode).toBe(401);
    expect(details.json().detail).toBe('Authentication credentials were not provided.');
  });

  apiTest('are not access tokens, and an access token is not a download token', async ({ api, office }) => {
    const path = '/api/contracts/year/2024/excel';
    const token = await downloadToken(api, office.holder.access, path);
    expect((await api.request({ method: 'GET', url: '/api/contracts/year/2024', token })).statusCode).toBe(401);
    expect((await api.request({ method: 'GET', url: `${path}?token=${office.holder.access}` })).statusCode).toBe(401);
    expect((await api.request({ method: 'GET', url: `${path}?token=not-a-token` })).statusCode).toBe(401);
    expect((await api.request({ method: 'GET', url: `${path}?token=` })).statusCode).toBe(401);
    expect((await api.request({ method: 'GET', url: `${path}?token=${token}` })).statusCode).toBe(200);
  });

  apiTest("keep the office's boundary: another office's contract is not found", async ({ api, office, otherOffice }) => {
    const theirs = await insertContract(api, otherOffice.accountId);
    const path = `/api/reports/contracts/contract-excel-report/${theirs}`;
    const token = await downloadToken(api, office.holder.access, path);
    expect((await api.request({ method: 'GET', url: `${path}?token=${token}` })).statusCode).toBe(404);
  });

  apiTest('end with the session they came from', async ({ api, office }) => {
    const path = '/api/contracts/completed/2024/excel';
    const token = await downloadToken(api, office.accountant.access, path);
    const changed = await api.request({
      method: 'PUT',
      url: '/api/user-accounts/update-password/',
      token: office.accountant.access,
      payload: { current_password: PASSWORD, new_password: 'Another-pass-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await api.request({ method: 'GET', url: `${path}?token=${token}` })).statusCode).toBe(401);
  });

  apiTest('are asked for an API path, without its query', async ({ api, office }) => {
    for (const path of ['', 'reports/x', 'https://example.com/api/x', '/api/contracts/year/2024/excel?as_of=2024-01-01', `/api/${'x'.repeat(1000)}`]) {
      const response = await api.request({ method: 'POST', url: '/api/reports/download-token/', token: office.holder.access, payload: { path } });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().detail).toMatch(/path/i);
    }
    expect((await api.request({ method: 'POST', url: '/api/reports/download-token/', payload: { path: '/api/x' } })).statusCode).toBe(401);
  });

  apiTest(`expire after ${DOWNLOAD_TOKEN_SECONDS} seconds`, async ({ api }) => {
    api.clock.set('2026-11-23T02:00:00Z');
    const office = await createOffice(api);
    const path = '/api/contracts/year/2024/excel';
    const token = await downloadToken(api, office.holder.access, path);
    api.clock.advance((DOWNLOAD_TOKEN_SECONDS - 5) * 1000);
    expect((await api.request({ method: 'GET', url: `${path}?token=${token}` })).statusCode).toBe(200);
    api.clock.advance(10_000);
    expect((await api.request({ method: 'GET', url: `${path}?token=${token}` })).statusCode).toBe(401);
  });

  apiTest('are accepted by every route that answers an Excel file, as its OpenAPI entry says', async ({ api }) => {
    const document = (await api.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; responses?: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const fileRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => JSON.stringify(operation.responses?.['200'] ?? {}).includes('"binary"'))
        .map(([method, operation]) => ({ path, method, takesToken: operation.parameters?.some((p) => p.in === 'query' && p.name === 'token') === true })),
    );
    expect(fileRoutes.length).toBeGreaterThanOrEqual(8);
    expect(fileRoutes.filter((route) => !route.takesToken)).toEqual([]);
  });
});
