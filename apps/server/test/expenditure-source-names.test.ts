import { expenditureSourceNameMessages as messages } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { setAccountActive } from '../src/cli/admin-commands.js';
import { apiTest } from './helpers/api-test.js';
import { login, type SignedInUser } from './helpers/factories.js';
import type { TestApp } from './helpers/test-app.js';

const list = (api: TestApp, user: SignedInUser) => api.request({ method: 'GET', url: '/api/expenditure-source-names/', token: user.access });
const create = (api: TestApp, user: SignedInUser, payload: object) =>
  api.request({ method: 'POST', url: '/api/expenditure-source-names/create/', token: user.access, payload });
const update = (api: TestApp, user: SignedInUser, id: number | string, payload: object) =>
  api.request({ method: 'PUT', url: `/api/expenditure-source-names/update/${id}/`, token: user.access, payload });

describe('expenditure source names', () => {
  apiTest('creates (201), lists and updates a name, logging both', async ({ api, office }) => {
    const created = await create(api, office.holder, { long_name: 'Contract Works', short_name: 'CW' });
    expect(created.statusCode).toBe(201);
    const name = created.json();
    expect(name).toEqual({ id: expect.any(Number), long_name: 'Contract Works', short_name: 'CW' });

    const listed = await list(api, office.viewer);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([name]);

    const updated = await update(api, office.holder, name.id, { long_name: 'Contract Works (Civil)', short_name: 'CWC' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: name.id, long_name: 'Contract Works (Civil)', short_name: 'CWC' });

    const stream = await api.request({ method: 'GET', url: '/api/activity-stream/2', token: office.holder.access });
    expect(stream.json().map((item: { verb: string; target: string }) => `${item.verb}: ${item.target}`)).toEqual([
      'Update expenditure source name: Contract Works (Civil)',
      'Create expenditure source name: Contract Works',
    ]);
  });

  apiTest('accepts the paths without trailing slashes too', async ({ api, office }) => {
    const created = await api.request({
      method: 'POST',
      url: '/api/expenditure-source-names/create',
      token: office.accountant.access,
      payload: { long_name: 'Construction Survey', short_name: 'CS' },
    });
    expect(created.statusCode).toBe(201);
    const updated = await api.request({
      method: 'PUT',
      url: `/api/expenditure-source-names/update/${created.json().id}`,
      token: office.accountant.access,
      payload: { long_name: 'Construction Survey', short_name: 'CSV' },
    });
    expect(updated.statusCode).toBe(200);
    expect((await api.request({ method: 'GET', url: '/api/expenditure-source-names', token: office.viewer.access })).statusCode).toBe(200);
  });

  apiTest('trims the names', async ({ api, office }) => {
    const created = await create(api, office.holder, { long_name: '  Engineering Overhead  ', short_name: ' EO ' });
    expect(created.json()).toMatchObject({ long_name: 'Engineering Overhead', short_name: 'EO' });
  });

  apiTest.for([
    ['long name missing', { short_name: 'AB' }, 'long_name', messages.longNameRequired],
    ['long name blank', { long_name: '   ', short_name: 'AB' }, 'long_name', messages.longNameRequired],
    ['long name short', { long_name: 'Survey', short_name: 'AB' }, 'long_name', messages.longNameMin],
    ['short name missing', { long_name: 'Contract Works' }, 'short_name', messages.shortNameRequired],
    ['short name short', { long_name: 'Contract Works', short_name: 'C' }, 'short_name', messages.shortNameMin],
  ] as const)('answers 400 for %s on add and edit', async ([, payload, field, message], { api, office }) => {
    const own = (await create(api, office.holder, { long_name: 'Contract Works', short_name: 'CW' })).json() as { id: number };
    const created = await create(api, office.holder, payload);
    expect(created.statusCode).toBe(400);
    expect(created.json().detail).toBe(message);
    expect(created.json().errors[field]).toContain(message);
    const edited = await update(api, office.holder, own.id, payload);
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors[field]).toContain(message);
    // Nothing was written by either refusal.
    expect((await list(api, office.holder)).json()).toEqual([{ id: own.id, long_name: 'Contract Works', short_name: 'CW' }]);
  });

  apiTest('refuses a short name already used in the office, ignoring case, but not in another office', async ({ api, office, otherOffice }) => {
    await create(api, office.holder, { long_name: 'Engineering and Administrative Overhead', short_name: 'EAO' });
    const duplicate = await create(api, office.holder, { long_name: 'Equipment and Other', short_name: 'eao' });
    expect(duplicate.statusCode).toBe(400);
    expect(Object.keys(duplicate.json().errors)).toEqual(['short_name']);
    const elsewhere = await create(api, otherOffice.holder, { long_name: 'Engineering and Administrative Overhead', short_name: 'EAO' });
    expect(elsewhere.statusCode).toBe(201);
  });

  apiTest('answers 403 to users who may not write (inspector, viewer)', async ({ api, office }) => {
    const own = (await create(api, office.holder, { long_name: 'Right of Way Payments', short_name: 'ROW' })).json();
    for (const user of [office.inspector, office.viewer]) {
      const created = await create(api, user, { long_name: 'Something Else', short_name: 'SE' });
      expect(created.statusCode).toBe(403);
      expect(created.json().detail).toMatch(/account holder or an accounting officer/);
      expect((await update(api, user, own.id, { long_name: 'Something Else', short_name: 'SE' })).statusCode).toBe(403);
    }
    expect((await list(api, office.holder)).json()).toEqual([own]);
  });

  apiTest("keeps offices apart: another office's id answers 404 and lists stay separate", async ({ api, office, otherOffice }) => {
    const theirs = (await create(api, otherOffice.holder, { long_name: 'Their Own Source', short_name: 'TOS' })).json();
    const response = await update(api, office.holder, theirs.id, { long_name: 'Hijacked Source', short_name: 'HS' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    expect((await list(api, office.holder)).json()).toEqual([]);
    expect((await list(api, otherOffice.holder)).json()).toEqual([theirs]);
  });

  apiTest('answers 404 for an unknown or non-number id', async ({ api, office }) => {
    for (const id of [999_999, 'abc', '0']) {
      expect((await update(api, office.holder, id, { long_name: 'Contract Works', short_name: 'CW' })).statusCode).toBe(404);
    }
  });

  apiTest('answers 401 without a token', async ({ api }) => {
    expect((await api.request({ method: 'GET', url: '/api/expenditure-source-names/' })).statusCode).toBe(401);
  });

  apiTest('answers 403 with the inactive message when the account is inactive', async ({ api, office }) => {
    await setAccountActive(api.db, office.accountId, false);
    // Deactivation ended the sessions: sign in again.
    const holder = { ...office.holder, ...(await login(api, office.holder.username, office.holder.password)) };
    const expected = { detail: "This office's account is inactive. Please contact support to renew the subscription." };
    const listed = await list(api, holder);
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toEqual(expected);
    const created = await create(api, holder, { long_name: 'Contract Works', short_name: 'CW' });
    expect(created.json()).toEqual(expected);
    // Routes that stay open for reading while inactive.
    expect((await api.request({ method: 'GET', url: '/api/user-accounts/', token: holder.access })).statusCode).toBe(200);
    expect((await api.request({ method: 'GET', url: '/api/roles/', token: holder.access })).statusCode).toBe(200);
    await setAccountActive(api.db, office.accountId, true);
    expect((await list(api, holder)).json()).toEqual([]);
  });
});
