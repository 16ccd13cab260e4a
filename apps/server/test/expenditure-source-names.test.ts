import { expenditureSourceNameMessages as messages } from '@subaybay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccountActive } from '../src/cli/admin-commands.js';
import { createOffice, type Office, type SignedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let office: Office;
let otherOffice: Office;

beforeAll(async () => {
  t = await createTestApp();
  office = await createOffice(t);
  otherOffice = await createOffice(t);
});
afterAll(async () => {
  await t?.close();
});

const list = (user: SignedInUser) => t.request({ method: 'GET', url: '/api/expenditure-source-names/', token: user.access });
const create = (user: SignedInUser, payload: object) =>
  t.request({ method: 'POST', url: '/api/expenditure-source-names/create/', token: user.access, payload });
const update = (user: SignedInUser, id: number | string, payload: object) =>
  t.request({ method: 'PUT', url: `/api/expenditure-source-names/update/${id}/`, token: user.access, payload });

describe('expenditure source names', () => {
  it('creates (201), lists and updates a name, logging both', async () => {
    const created = await create(office.holder, { long_name: 'Contract Works', short_name: 'CW' });
    expect(created.statusCode).toBe(201);
    const name = created.json();
    expect(name).toEqual({ id: expect.any(Number), long_name: 'Contract Works', short_name: 'CW' });

    const listed = await list(office.viewer);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([name]);

    const updated = await update(office.holder, name.id, { long_name: 'Contract Works (Civil)', short_name: 'CWC' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: name.id, long_name: 'Contract Works (Civil)', short_name: 'CWC' });

    const stream = await t.request({ method: 'GET', url: '/api/activity-stream/2', token: office.holder.access });
    expect(stream.json().map((item: { verb: string; target: string }) => `${item.verb}: ${item.target}`)).toEqual([
      'Update expenditure source name: Contract Works (Civil)',
      'Create expenditure source name: Contract Works',
    ]);
  });

  it('accepts the paths without trailing slashes too', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/expenditure-source-names/create',
      token: office.accountant.access,
      payload: { long_name: 'Construction Survey', short_name: 'CS' },
    });
    expect(created.statusCode).toBe(201);
    const updated = await t.request({
      method: 'PUT',
      url: `/api/expenditure-source-names/update/${created.json().id}`,
      token: office.accountant.access,
      payload: { long_name: 'Construction Survey', short_name: 'CSV' },
    });
    expect(updated.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/expenditure-source-names', token: office.viewer.access })).statusCode).toBe(200);
  });

  it('trims the names', async () => {
    const created = await create(office.holder, { long_name: '  Engineering Overhead  ', short_name: ' EO ' });
    expect(created.json()).toMatchObject({ long_name: 'Engineering Overhead', short_name: 'EO' });
  });

  it.each([
    ['long name missing', { short_name: 'AB' }, 'long_name', messages.longNameRequired],
    ['long name blank', { long_name: '   ', short_name: 'AB' }, 'long_name', messages.longNameRequired],
    ['long name short', { long_name: 'Survey', short_name: 'AB' }, 'long_name', messages.longNameMin],
    ['short name missing', { long_name: 'Contract Works' }, 'short_name', messages.shortNameRequired],
    ['short name short', { long_name: 'Contract Works', short_name: 'C' }, 'short_name', messages.shortNameMin],
  ])('answers 400 for %s on add and edit', async (_label, payload, field, message) => {
    const created = await create(office.holder, payload);
    expect(created.statusCode).toBe(400);
    expect(created.json().detail).toBe(message);
    expect(created.json().errors[field]).toContain(message);
    const edited = await update(office.holder, 1, payload);
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors[field]).toContain(message);
  });

  it('refuses a short name already used in the office, ignoring case, but not in another office', async () => {
    await create(office.holder, { long_name: 'Engineering and Administrative Overhead', short_name: 'EAO' });
    const duplicate = await create(office.holder, { long_name: 'Equipment and Other', short_name: 'eao' });
    expect(duplicate.statusCode).toBe(400);
    expect(Object.keys(duplicate.json().errors)).toEqual(['short_name']);
    const elsewhere = await create(otherOffice.holder, { long_name: 'Engineering and Administrative Overhead', short_name: 'EAO' });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('answers 403 to users who may not write (inspector, viewer)', async () => {
    const own = (await create(office.holder, { long_name: 'Right of Way Payments', short_name: 'ROW' })).json();
    for (const user of [office.inspector, office.viewer]) {
      const created = await create(user, { long_name: 'Something Else', short_name: 'SE' });
      expect(created.statusCode).toBe(403);
      expect(created.json().detail).toMatch(/account holder or an accounting officer/);
      expect((await update(user, own.id, { long_name: 'Something Else', short_name: 'SE' })).statusCode).toBe(403);
    }
  });

  it("keeps offices apart: another office's id answers 404 and lists stay separate", async () => {
    const theirs = (await create(otherOffice.holder, { long_name: 'Their Own Source', short_name: 'TOS' })).json();
    const response = await update(office.holder, theirs.id, { long_name: 'Hijacked Source', short_name: 'HS' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    const ours = (await list(office.holder)).json() as Array<{ id: number }>;
    expect(ours.map((name) => name.id)).not.toContain(theirs.id);
  });

  it('answers 404 for an unknown or non-number id', async () => {
    for (const id of [999_999, 'abc', '0']) {
      expect((await update(office.holder, id, { long_name: 'Contract Works', short_name: 'CW' })).statusCode).toBe(404);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/expenditure-source-names/' })).statusCode).toBe(401);
  });

  it('answers 403 with the inactive message when the account is inactive', async () => {
    const inactive = await createOffice(t);
    await setAccountActive(t.db, inactive.accountId, false);
    const expected = { detail: "This office's account is inactive. Please contact support to renew the subscription." };
    const listed = await list(inactive.holder);
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toEqual(expected);
    const created = await create(inactive.holder, { long_name: 'Contract Works', short_name: 'CW' });
    expect(created.json()).toEqual(expected);
    // Routes that stay open while inactive.
    expect((await t.request({ method: 'GET', url: '/api/user-accounts/', token: inactive.holder.access })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/roles/', token: inactive.holder.access })).statusCode).toBe(200);
    await setAccountActive(t.db, inactive.accountId, true);
    expect((await list(inactive.holder)).statusCode).toBe(200);
  });
});
