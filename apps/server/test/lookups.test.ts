import { centavos, fundSourceMessages, systemMessages } from '@subaybay/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { fundSources } from '../src/db/schema/lookups.js';
import { projects } from '../src/db/schema/projects.js';
import { apiTest } from './helpers/api-test.js';
import type { SignedInUser } from './helpers/factories.js';
import { insertFundSource, insertProject, insertSystem } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

const onPostgres = process.env.SUBAYBAY_TEST_DB === 'postgres';

type Municipality = { id: number; name: string; province: string };

const get = (api: TestApp, user: SignedInUser, url: string) => api.request({ method: 'GET', url, token: user.access });
const send = (api: TestApp, user: SignedInUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  api.request({ method, url, token: user.access, ...(payload === undefined ? {} : { payload: payload as object }) });

const createSystem = (api: TestApp, user: SignedInUser, payload: unknown) => send(api, user, 'POST', '/api/systems/create/', payload);
const updateSystem = (api: TestApp, user: SignedInUser, id: number | string, payload: unknown) =>
  send(api, user, 'PUT', `/api/systems/update/${id}/`, payload);
const createFundSource = (api: TestApp, user: SignedInUser, payload: unknown) => send(api, user, 'POST', '/api/fund-sources/create/', payload);
const updateFundSource = (api: TestApp, user: SignedInUser, id: number | string, payload: unknown) =>
  send(api, user, 'PUT', `/api/fund-sources/update/${id}/`, payload);
const deleteFundSource = (api: TestApp, user: SignedInUser, id: number | string) => send(api, user, 'DELETE', `/api/fund-sources/delete/${id}/`);

/** The seeded municipality named `name` in `province`. */
async function municipality(api: TestApp, user: SignedInUser, name: string, province: string): Promise<Municipality> {
  const all = (await get(api, user, '/api/municipalities/')).json() as Municipality[];
  const found = all.find((town) => town.name === name && town.province === province);
  if (!found) throw new Error(`${name}, ${province} is not seeded`);
  return found;
}

/** This feature's lines of the user's activity stream, newest first. */
async function activityLines(api: TestApp, user: SignedInUser): Promise<string[]> {
  const stream = await get(api, user, `/api/activity-stream/${user.id}`);
  return stream
    .json()
    .map((item: { verb: string; target: string }) => `${item.verb}: ${item.target}`)
    .filter((line: string) => / (system|fund source):/.test(line));
}

describe('municipalities', () => {
  apiTest('lists every city and municipality of the country with its province, by province then name', async ({ api, office }) => {
    const response = await get(api, office.viewer, '/api/municipalities/');
    expect(response.statusCode).toBe(200);
    const all = response.json() as Municipality[];
    expect(all.length).toBeGreaterThan(1600);
    expect(new Set(all.map((town) => town.province)).size).toBeGreaterThanOrEqual(80);
    expect(all).toContainEqual({ id: expect.any(Number), name: 'Capas', province: 'Tarlac' });
    expect(all).toContainEqual({ id: expect.any(Number), name: 'San Marcelino', province: 'Zambales' });
    // Places the PSGC puts in no province (see scripts/generate-psgc-migration.ts).
    expect(all).toContainEqual({ id: expect.any(Number), name: 'Quezon City', province: 'Metro Manila' });
    expect(all).toContainEqual({ id: expect.any(Number), name: 'Olongapo City', province: 'Zambales' });
    expect(all).toContainEqual({ id: expect.any(Number), name: 'Isabela City', province: 'Basilan' });
    expect(all).toContainEqual({ id: expect.any(Number), name: 'Cotabato City', province: 'Maguindanao del Norte' });
    const order = all.map((town) => [town.province, town.name] as const);
    const sorted = [...order].sort(([provinceA, nameA], [provinceB, nameB]) =>
      provinceA === provinceB ? (nameA < nameB ? -1 : nameA > nameB ? 1 : 0) : provinceA < provinceB ? -1 : 1,
    );
    // The database's collation and JavaScript agree on these names where it matters: provinces group together.
    expect(order.map(([province]) => province)).toEqual(sorted.map(([province]) => province));
  });

  apiTest('answers 401 without a token', async ({ api }) => {
    expect((await api.request({ method: 'GET', url: '/api/municipalities/' })).statusCode).toBe(401);
  });
});

describe('systems', () => {
  apiTest('creates (201), reads, lists and updates a system, logging both writes', async ({ api, office }) => {
    const capas = await municipality(api, office.holder, 'Capas', 'Tarlac');
    const marcelino = await municipality(api, office.holder, 'San Marcelino', 'Zambales');

    const created = await createSystem(api, office.inspector, { name: 'Tarlac River Irrigation System', municipality_id: capas.id, remarks: 'North canal' });
    expect(created.statusCode).toBe(201);
    const system = created.json();
    expect(system).toEqual({ id: expect.any(Number), name: 'Tarlac River Irrigation System', municipality: capas, remarks: 'North canal' });

    expect((await get(api, office.viewer, '/api/systems/')).json()).toEqual([system]);
    expect((await get(api, office.viewer, `/api/systems/${system.id}`)).json()).toEqual(system);

    const updated = await updateSystem(api, office.inspector, system.id, { name: 'Santo Tomas River Irrigation System', municipality_id: marcelino.id });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: system.id, name: 'Santo Tomas River Irrigation System', municipality: marcelino, remarks: '' });

    expect(await activityLines(api, office.inspector)).toEqual([
      'Update system: Santo Tomas River Irrigation System',
      'Create system: Tarlac River Irrigation System',
    ]);
  });

  apiTest('accepts the paths without trailing slashes and the holder may write', async ({ api, office }) => {
    const capas = await municipality(api, office.holder, 'Capas', 'Tarlac');
    const created = await api.request({ method: 'POST', url: '/api/systems/create', token: office.holder.access, payload: { name: 'Camiling RIS', municipality_id: capas.id } });
    expect(created.statusCode).toBe(201);
    const updated = await api.request({
      method: 'PUT',
      url: `/api/systems/update/${created.json().id}`,
      token: office.holder.access,
      payload: { name: 'Camiling RIS', municipality_id: capas.id, remarks: 'Kept' },
    });
    expect(updated.statusCode).toBe(200);
    expect((await api.request({ method: 'GET', url: '/api/systems', token: office.viewer.access })).statusCode).toBe(200);
  });

  apiTest.for([
    ['name missing on add', 'create', { municipality_id: 1 }, 'name', systemMessages.nameRequired],
    ['name blank on add', 'create', { name: '   ', municipality_id: 1 }, 'name', systemMessages.nameRequired],
    ['name missing on update', 'update', { municipality_id: 1 }, 'name', systemMessages.updateNameRequired],
    ['municipality missing on add', 'create', { name: 'Pampanga RIS' }, 'municipality_id', systemMessages.municipalityRequired],
    ['municipality missing on update', 'update', { name: 'Pampanga RIS' }, 'municipality_id', systemMessages.municipalityRequired],
    ['municipality null', 'create', { name: 'Pampanga RIS', municipality_id: null }, 'municipality_id', systemMessages.municipalityRequired],
    ['municipality unknown', 'create', { name: 'Pampanga RIS', municipality_id: 2_000_000_000 }, 'municipality_id', systemMessages.municipalityUnknown],
    ['municipality unknown on update', 'update', { name: 'Pampanga RIS', municipality_id: 99_999_999 }, 'municipality_id', systemMessages.municipalityUnknown],
    ['municipality out of range', 'create', { name: 'Pampanga RIS', municipality_id: 9_999_999_999_999 }, 'municipality_id', systemMessages.municipalityUnknown],
    ['municipality negative', 'create', { name: 'Pampanga RIS', municipality_id: -3 }, 'municipality_id', systemMessages.municipalityUnknown],
  ] as const)('answers 400 for %s', async ([, operation, payload, field, message], { api, office }) => {
    const own = await insertSystem(api, office.accountId, 'Existing System');
    const response = operation === 'create' ? await createSystem(api, office.holder, payload) : await updateSystem(api, office.holder, own, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(message);
    expect(response.json().errors[field]).toContain(message);
    expect((await get(api, office.holder, '/api/systems/')).json().map((system: { name: string }) => system.name)).toEqual(['Existing System']);
  });

  apiTest('answers 409 naming the duplicate, ignoring case, within the office only', async ({ api, office, otherOffice }) => {
    const capas = await municipality(api, office.holder, 'Capas', 'Tarlac');
    await createSystem(api, office.holder, { name: 'Upper Pampanga RIS', municipality_id: capas.id });
    const duplicate = await createSystem(api, office.holder, { name: 'upper pampanga ris', municipality_id: capas.id });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toBe(systemMessages.duplicate('upper pampanga ris'));
    expect(duplicate.json().detail).toContain('upper pampanga ris');

    const other = (await createSystem(api, office.holder, { name: 'Lower Pampanga RIS', municipality_id: capas.id })).json();
    const renamed = await updateSystem(api, office.holder, other.id, { name: 'UPPER Pampanga RIS', municipality_id: capas.id });
    expect(renamed.statusCode).toBe(409);
    // Keeping its own name (in another case) is no duplicate.
    expect((await updateSystem(api, office.holder, other.id, { name: 'LOWER PAMPANGA RIS', municipality_id: capas.id })).statusCode).toBe(200);

    expect((await createSystem(api, otherOffice.holder, { name: 'Upper Pampanga RIS', municipality_id: capas.id })).statusCode).toBe(201);
  });

  apiTest('answers 403 to users who may not write (accounting officer, viewer)', async ({ api, office }) => {
    const own = await insertSystem(api, office.accountId, 'Existing System');
    const capas = await municipality(api, office.holder, 'Capas', 'Tarlac');
    for (const user of [office.accountant, office.viewer]) {
      const created = await createSystem(api, user, { name: 'Not Allowed', municipality_id: capas.id });
      expect(created.statusCode).toBe(403);
      expect(created.json().detail).toBe('Only the account holder or a project inspector can add or change systems.');
      expect((await updateSystem(api, user, own, { name: 'Not Allowed', municipality_id: capas.id })).statusCode).toBe(403);
    }
    expect((await get(api, office.holder, '/api/systems/')).json()).toHaveLength(1);
  });

  apiTest("keeps offices apart: another office's system answers 404 and lists stay separate", async ({ api, office, otherOffice }) => {
    const theirs = await insertSystem(api, otherOffice.accountId, 'Their System');
    const capas = await municipality(api, office.holder, 'Capas', 'Tarlac');
    expect((await get(api, office.holder, `/api/systems/${theirs}`)).statusCode).toBe(404);
    const hijack = await updateSystem(api, office.holder, theirs, { name: 'Hijacked', municipality_id: capas.id });
    expect(hijack.statusCode).toBe(404);
    expect(hijack.json()).toEqual({ detail: 'Not found.' });
    expect((await get(api, office.holder, '/api/systems/')).json()).toEqual([]);
    expect((await get(api, otherOffice.holder, '/api/systems/')).json().map((system: { name: string }) => system.name)).toEqual(['Their System']);
  });

  apiTest('answers 404 for an unknown or non-number id, 400 for hostile bodies, never 500', async ({ api, office }) => {
    const capas = await municipality(api, office.holder, 'Capas', 'Tarlac');
    for (const id of [999_999, 'abc', '0', '-1', '1e3', '99999999999999999999']) {
      expect((await get(api, office.holder, `/api/systems/${id}`)).statusCode).toBe(404);
      expect((await updateSystem(api, office.holder, id, { name: 'Any', municipality_id: capas.id })).statusCode).toBe(404);
    }
    for (const payload of [
      { name: 'x'.repeat(100_000), municipality_id: capas.id },
      { name: 'Bad', municipality_id: String(capas.id) },
      { name: 'Bad', municipality_id: 1.5 },
      { name: 'Bad', municipality_id: [capas.id] },
      { name: 42, municipality_id: capas.id },
      { name: 'Bad\u0000Name', municipality_id: capas.id },
      { name: 'Bad', municipality_id: capas.id, remarks: 'r'.repeat(5000) },
      [],
    ]) {
      const response = await createSystem(api, office.holder, payload);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().detail).toBe('string');
    }
  });
});

describe('fund sources', () => {
  apiTest('creates (201), lists, renames and deletes (204) a fund source, logging each', async ({ api, office }) => {
    const created = await createFundSource(api, office.accountant, { name: '  General Appropriations Act 2024 ' });
    expect(created.statusCode).toBe(201);
    const fund = created.json();
    expect(fund).toEqual({ id: expect.any(Number), name: 'General Appropriations Act 2024' });
    expect((await get(api, office.viewer, '/api/fund-sources/')).json()).toEqual([fund]);

    const renamed = await updateFundSource(api, office.accountant, fund.id, { name: 'GAA 2024' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: fund.id, name: 'GAA 2024' });

    const deleted = await deleteFundSource(api, office.accountant, fund.id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await get(api, office.viewer, '/api/fund-sources/')).json()).toEqual([]);

    expect(await activityLines(api, office.accountant)).toEqual([
      'Delete fund source: GAA 2024',
      'Update fund source: GAA 2024',
      'Create fund source: General Appropriations Act 2024',
    ]);
  });

  apiTest.for([
    ['missing', {}],
    ['blank', { name: '   ' }],
    ['null', { name: null }],
  ] as const)('answers 400 when the name is %s, on add and rename', async ([, payload], { api, office }) => {
    const own = await insertFundSource(api, office.accountId, 'Regular Fund');
    for (const response of [await createFundSource(api, office.holder, payload), await updateFundSource(api, office.holder, own, payload)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(fundSourceMessages.nameRequired);
      expect(response.json().errors.name).toEqual([fundSourceMessages.nameRequired]);
    }
    expect((await get(api, office.holder, '/api/fund-sources/')).json()).toEqual([{ id: own, name: 'Regular Fund' }]);
  });

  apiTest('answers 409 naming the duplicate, ignoring case, within the office only', async ({ api, office, otherOffice }) => {
    await createFundSource(api, office.holder, { name: 'Regular Fund' });
    const duplicate = await createFundSource(api, office.holder, { name: 'REGULAR FUND' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toBe(fundSourceMessages.duplicate('REGULAR FUND'));
    const other = (await createFundSource(api, office.holder, { name: 'Special Fund' })).json();
    expect((await updateFundSource(api, office.holder, other.id, { name: 'regular fund' })).statusCode).toBe(409);
    expect((await updateFundSource(api, office.holder, other.id, { name: 'SPECIAL FUND' })).statusCode).toBe(200);
    expect((await createFundSource(api, otherOffice.holder, { name: 'Regular Fund' })).statusCode).toBe(201);
  });

  apiTest('answers 403 to users who may not write (project inspector, viewer)', async ({ api, office }) => {
    const own = await insertFundSource(api, office.accountId, 'Regular Fund');
    for (const user of [office.inspector, office.viewer]) {
      const created = await createFundSource(api, user, { name: 'Not Allowed' });
      expect(created.statusCode).toBe(403);
      expect(created.json().detail).toBe('Only the account holder or an accounting officer can add or delete fund sources.');
      expect((await updateFundSource(api, user, own, { name: 'Not Allowed' })).statusCode).toBe(403);
      expect((await deleteFundSource(api, user, own)).statusCode).toBe(403);
    }
    expect((await get(api, office.holder, '/api/fund-sources/')).json()).toEqual([{ id: own, name: 'Regular Fund' }]);
  });

  apiTest('refuses (400) to delete a fund source a project uses, saying how many, and deletes nothing', async ({ api, office }) => {
    const fund = await insertFundSource(api, office.accountId, 'Regular Fund');
    await insertProject(api, office.accountId, { fundSourceId: fund });
    await insertProject(api, office.accountId, { fundSourceId: fund });
    const refused = await deleteFundSource(api, office.holder, fund);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(fundSourceMessages.inUse('Regular Fund', 2));
    expect(refused.json().detail).toMatch(/used by 2 project\(s\) and cannot be deleted/);
    expect(await api.db.select().from(fundSources).where(eq(fundSources.id, fund))).toHaveLength(1);
    expect(await activityLines(api, office.holder)).toEqual([]);
  });

  apiTest("keeps offices apart: another office's fund source answers 404 on rename and delete", async ({ api, office, otherOffice }) => {
    const theirs = await insertFundSource(api, otherOffice.accountId, 'Their Fund');
    expect((await updateFundSource(api, office.holder, theirs, { name: 'Hijacked' })).statusCode).toBe(404);
    const deleted = await deleteFundSource(api, office.holder, theirs);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toEqual({ detail: 'Not found.' });
    expect((await get(api, office.holder, '/api/fund-sources/')).json()).toEqual([]);
    expect((await get(api, otherOffice.holder, '/api/fund-sources/')).json()).toEqual([{ id: theirs, name: 'Their Fund' }]);
  });

  apiTest('answers 404 for unknown or non-number ids and 400 for hostile bodies, never 500', async ({ api, office }) => {
    for (const id of [999_999, 'abc', '0', '1.5', '99999999999999999999']) {
      expect((await updateFundSource(api, office.holder, id, { name: 'Any' })).statusCode).toBe(404);
      expect((await deleteFundSource(api, office.holder, id)).statusCode).toBe(404);
    }
    for (const payload of [{ name: 'f'.repeat(100_000) }, { name: 12 }, { name: ['Regular'] }, { name: 'Bad\u202eName' }, []]) {
      const response = await createFundSource(api, office.holder, payload);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().detail).toBe('string');
    }
  });
});

// PGlite has one connection, so two transactions cannot overlap there.
describe.runIf(onPostgres)('a fund source delete racing a new project', () => {
  apiTest('the foreign key refuses the delete and the answer is the same 400, never 500', async ({ api, office }) => {
    const fund = await insertFundSource(api, office.accountId, 'Regular Fund');
    const systemId = await insertSystem(api, office.accountId);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let announceInsert = () => {};
    const projectInserted = new Promise<void>((resolve) => (announceInsert = resolve));
    // A project naming the fund source, not yet committed: invisible to the delete's count, but it holds the key.
    const racing = api.db.transaction(async (tx) => {
      await tx.insert(projects).values({ accountId: office.accountId, name: 'Racing Project', amount: centavos(100), implementationYear: 2024, systemId, fundSourceId: fund });
      announceInsert();
      await held;
    });
    await projectInserted;
    const deleting = deleteFundSource(api, office.holder, fund);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the delete is now waiting on the project's lock
    release();
    await racing;
    const response = await deleting;
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(fundSourceMessages.inUse('Regular Fund', 1));
    expect(await api.db.select().from(fundSources).where(eq(fundSources.id, fund))).toHaveLength(1);
  });
});
