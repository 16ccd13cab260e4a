import { describe, expect, it } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import { createOffice } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const logAction = (api: TestApp, token: string, action: unknown, remoteAddress?: string) =>
  api.request({ method: 'POST', url: '/api/activity-logs/create/', token, payload: { action }, ...(remoteAddress ? { remoteAddress } : {}) });

const addName = (api: TestApp, token: string, long_name: string, short_name: string) =>
  api.request({ method: 'POST', url: '/api/expenditure-source-names/create/', token, payload: { long_name, short_name } });

describe('POST activity-logs/create/', () => {
  apiTest("stores the action with the caller and the caller's IP (201), marked as the client's", async ({ api, office }) => {
    const response = await logAction(api, office.holder.access, 'Login', '203.0.113.7');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.any(Number),
      actor: { id: office.holder.id, username: office.holder.username },
      verb: 'Login',
      target: null,
      action_object_type: 'session',
      ip_address: '203.0.113.7',
      timesince: 'just now',
    });
  });

  apiTest('requires an action from the short list, and a token', async ({ api, office }) => {
    const missing = await api.request({ method: 'POST', url: '/api/activity-logs/create/', token: office.viewer.access, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ detail: 'Action is required.', errors: { action: ['Action is required.'] } });
    for (const action of ['', 'Update project: Canal lining of Lateral A']) {
      const refused = await logAction(api, office.viewer.access, action);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe('Only Login and Logout can be logged this way; changes are logged by the server.');
    }
    const anonymous = await api.request({ method: 'POST', url: '/api/activity-logs/create/', payload: { action: 'Login' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET activity-stream/{limit}', () => {
  apiTest("answers the office's activity, newest first, limited, split into verb and target", async ({ api, office, otherOffice }) => {
    await addName(api, office.holder.access, 'Contract Works', 'CW');
    await addName(api, office.holder.access, 'Construction Survey', 'CS');
    await logAction(api, otherOffice.holder.access, 'Login');
    const response = await api.request({ method: 'GET', url: '/api/activity-stream/2', token: office.viewer.access });
    expect(response.statusCode).toBe(200);
    const items = response.json() as Array<{ verb: string; target: string | null; timesince: string; timestamp: string }>;
    expect(items.map((item) => [item.verb, item.target])).toEqual([
      ['Create expenditure source name', 'Construction Survey'],
      ['Create expenditure source name', 'Contract Works'],
    ]);
    expect(items[0]!.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
  });

  apiTest('answers everything for limit 0, and only this office', async ({ api, office, otherOffice }) => {
    await logAction(api, office.viewer.access, 'Login');
    await logAction(api, otherOffice.viewer.access, 'Logout');
    const all = await api.request({ method: 'GET', url: '/api/activity-stream/0/', token: office.viewer.access });
    const verbs = (all.json() as Array<{ verb: string }>).map((item) => item.verb);
    // The office's registration, its three added users and the sign-in above: all of it, nothing else.
    expect(verbs).toEqual(['Login', 'User account created', 'User account created', 'User account created', 'Account created']);
  });

  apiTest('answers 404 for a limit that is not a number', async ({ api, office }) => {
    expect((await api.request({ method: 'GET', url: '/api/activity-stream/ten', token: office.viewer.access })).statusCode).toBe(404);
    expect((await api.request({ method: 'GET', url: '/api/activity-stream/-1', token: office.viewer.access })).statusCode).toBe(404);
  });

  it('reports the time since with the server clock', async () => {
    let now = new Date();
    const clocked = await createTestApp({ now: () => now });
    try {
      const local = await createOffice(clocked);
      await clocked.request({ method: 'POST', url: '/api/activity-logs/create/', token: local.viewer.access, payload: { action: 'Login' } });
      now = new Date(now.getTime() + 5 * 60_000 + 10_000);
      // The access token is still valid five minutes later.
      const response = await clocked.request({ method: 'GET', url: '/api/activity-stream/1', token: local.viewer.access });
      expect(response.json()[0].timesince).toBe('5 minutes ago');
    } finally {
      await clocked.close();
    }
  });
});
