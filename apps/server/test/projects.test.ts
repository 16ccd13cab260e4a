import { centavos, projectMessages as messages, refusalFor } from '@subaybay/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { contractProjects, contracts, expenditureSources, projectExpenditures, projects, requestedCash } from '../src/db/schema/projects.js';
import { users } from '../src/db/schema/users.js';
import { apiTest } from './helpers/api-test.js';
import type { Office, SignedInUser } from './helpers/factories.js';
import { insertExpenditureSource, insertFundSource, insertProject, insertSystem } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

const years = (api: TestApp, user: SignedInUser) => api.request({ method: 'GET', url: '/api/projects/', token: user.access });
const ofYear = (api: TestApp, user: SignedInUser, year: number | string) =>
  api.request({ method: 'GET', url: `/api/projects/year/${year}`, token: user.access });
const getOne = (api: TestApp, user: SignedInUser, id: number | string) => api.request({ method: 'GET', url: `/api/projects/${id}`, token: user.access });
const create = (api: TestApp, user: SignedInUser, payload: unknown) =>
  api.request({ method: 'POST', url: '/api/projects/create/', token: user.access, payload: payload as object });
const update = (api: TestApp, user: SignedInUser, id: number | string, payload: unknown) =>
  api.request({ method: 'PUT', url: `/api/projects/update/${id}/`, token: user.access, payload: payload as object });
const remove = (api: TestApp, user: SignedInUser, id: number | string) =>
  api.request({ method: 'DELETE', url: `/api/projects/delete/${id}/`, token: user.access });

/** A signed-in superuser of `office` (the viewer, promoted). */
async function superuserOf(api: TestApp, office: Office): Promise<SignedInUser> {
  await api.db.update(users).set({ isSuperuser: true }).where(eq(users.id, office.viewer.id));
  return office.viewer;
}

async function newProjectPayload(api: TestApp, office: Office, overrides: Record<string, unknown> = {}) {
  const systemId = await insertSystem(api, office.accountId);
  return { name: 'Rehabilitation of Canal Lateral A', amount: 1_500_000.5, implementation_year: 2024, system_id: systemId, ...overrides };
}

/** The 3 latest activity lines of the office. */
async function activityLines(api: TestApp, user: SignedInUser): Promise<string[]> {
  const stream = await api.request({ method: 'GET', url: '/api/activity-stream/3', token: user.access });
  return stream.json().map((item: { verb: string; target: string }) => `${item.verb}: ${item.target}`);
}

describe('projects', () => {
  apiTest('creates (201) with desc, reads it, edits it (200) and deletes it (204), logging each', async ({ api, office }) => {
    const payload = await newProjectPayload(api, office, { desc: 'Concrete lining, 1.2 km', remarks: 'Priority' });
    const created = await create(api, office.holder, payload);
    expect(created.statusCode).toBe(201);
    const project = created.json();
    expect(project).toEqual({
      id: expect.any(Number),
      name: 'Rehabilitation of Canal Lateral A',
      description: 'Concrete lining, 1.2 km',
      amount: 1_500_000.5,
      implementation_year: 2024,
      fund_source: null,
      system: { id: payload.system_id, name: expect.any(String), municipality: { id: expect.any(Number), name: expect.any(String), province: expect.any(String) } },
      remarks: 'Priority',
    });
    expect((await getOne(api, office.viewer, project.id)).json()).toEqual(project);
    expect((await ofYear(api, office.viewer, 2024)).json()).toEqual([project]);

    const fundSourceId = await insertFundSource(api, office.accountId, 'General Appropriations 2024');
    const edited = await update(api, office.holder, project.id, {
      name: 'Rehabilitation of Canal Lateral B',
      amount: 2_000_000,
      implementation_year: 2025,
      fund_source_id: fundSourceId,
      description: 'Lined canal',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      ...project,
      name: 'Rehabilitation of Canal Lateral B',
      amount: 2_000_000,
      implementation_year: 2025,
      fund_source: { id: fundSourceId, name: 'General Appropriations 2024' },
      description: 'Lined canal',
      remarks: '',
    });
    expect((await ofYear(api, office.viewer, 2024)).json()).toEqual([]);
    expect((await years(api, office.viewer)).json()).toEqual([{ implementation_year: 2025, count: 1, total_allocation: 2_000_000 }]);

    const deleted = await remove(api, office.holder, project.id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await getOne(api, office.holder, project.id)).statusCode).toBe(404);
    expect(await activityLines(api, office.holder)).toEqual([
      'Delete project: Rehabilitation of Canal Lateral B',
      'Update project: Rehabilitation of Canal Lateral B',
      'Add project: Rehabilitation of Canal Lateral A',
    ]);
  });

  apiTest('accepts every path without its trailing slash, and update takes desc too', async ({ api, office }) => {
    const created = await api.request({ method: 'POST', url: '/api/projects/create', token: office.holder.access, payload: await newProjectPayload(api, office) });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const fundSourceId = await insertFundSource(api, office.accountId);
    const edited = await api.request({
      method: 'PUT',
      url: `/api/projects/update/${id}`,
      token: office.holder.access,
      payload: { name: 'Canal', amount: 1, implementation_year: 2024, fund_source_id: fundSourceId, desc: 'From desc' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().description).toBe('From desc');
    expect((await api.request({ method: 'GET', url: '/api/projects', token: office.viewer.access })).statusCode).toBe(200);
    expect((await api.request({ method: 'GET', url: '/api/projects/year/2024/', token: office.viewer.access })).statusCode).toBe(200);
    expect((await api.request({ method: 'GET', url: `/api/projects/${id}/`, token: office.viewer.access })).statusCode).toBe(200);
    expect((await api.request({ method: 'DELETE', url: `/api/projects/delete/${id}`, token: office.holder.access })).statusCode).toBe(204);
  });

  apiTest('lists years newest first with their counts and total allocations', async ({ api, office }) => {
    const systemId = await insertSystem(api, office.accountId);
    await insertProject(api, office.accountId, { systemId, implementationYear: 2022, amount: centavos(100_00) });
    await insertProject(api, office.accountId, { systemId, implementationYear: 2024, amount: centavos(250_00) });
    await insertProject(api, office.accountId, { systemId, implementationYear: 2024, amount: centavos(50_25) });
    await insertProject(api, office.accountId, { systemId, implementationYear: 2023, amount: centavos(0) });
    expect((await years(api, office.viewer)).json()).toEqual([
      { implementation_year: 2024, count: 2, total_allocation: 300.25 },
      { implementation_year: 2023, count: 1, total_allocation: 0 },
      { implementation_year: 2022, count: 1, total_allocation: 100 },
    ]);
  });

  apiTest('keeps money exact to the centavo in the project, the year list and the years summary', async ({ api, office }) => {
    const systemId = await insertSystem(api, office.accountId);
    const amounts = [0.1, 0.2, 120_000.5, 0.01, 999_999_999_999.99];
    for (const amount of amounts) {
      const created = await create(api, office.holder, { name: `Project ${amount}`, amount, implementation_year: 2030, system_id: systemId });
      expect(created.statusCode).toBe(201);
      expect(created.json().amount).toBe(amount);
    }
    // 0.1 + 0.2 + … in floats would be 1000000120000.8099 or similar; the database sums decimals.
    const listed = (await ofYear(api, office.viewer, 2030)).json() as { amount: number }[];
    expect(listed.map((project) => project.amount).sort((a, b) => a - b)).toEqual([...amounts].sort((a, b) => a - b));
    expect((await years(api, office.viewer)).json()).toEqual([{ implementation_year: 2030, count: 5, total_allocation: 1_000_000_120_000.8 }]);

    const three = await insertSystem(api, office.accountId);
    for (const amount of [0.1, 0.2, 0.01]) await create(api, office.holder, { name: 'Small', amount, implementation_year: 2031, system_id: three });
    expect(0.1 + 0.2 + 0.01).not.toBe(0.31);
    expect((await years(api, office.viewer)).json()[0]).toEqual({ implementation_year: 2031, count: 3, total_allocation: 0.31 });
  });

  apiTest.for([
    // undefined keys are left out of the JSON body: the field is missing.
    ['name missing', { name: undefined }, 'name', messages.nameRequired],
    ['name blank', { name: '   ' }, 'name', messages.nameRequired],
    ['amount missing', { amount: undefined }, 'amount', messages.amountRequired],
    ['amount null', { amount: null }, 'amount', messages.amountRequired],
    ['amount not a number', { amount: '1,000' }, 'amount', 'Amount must be a number.'],
    ['amount with 3 decimals', { amount: 1.005 }, 'amount', 'Amount must have at most 2 decimal places.'],
    ['amount negative', { amount: -5 }, 'amount', 'Amount must not be negative.'],
    ['amount too large', { amount: 1_000_000_000_000 }, 'amount', messages.amountTooLarge],
    ['year missing', { implementation_year: undefined }, 'implementation_year', messages.yearRequired],
    ['year not whole', { implementation_year: 2024.5 }, 'implementation_year', 'Implementation year must be a whole number.'],
    ['year out of range', { implementation_year: 224 }, 'implementation_year', messages.yearOutOfRange],
    ['year far future', { implementation_year: 20024 }, 'implementation_year', messages.yearOutOfRange],
    ['system missing', { system_id: undefined }, 'system_id', messages.systemRequired],
  ] as const)('refuses to create with %s (400, nothing written)', async ([, overrides, field, message], { api, office }) => {
    const base = await newProjectPayload(api, office);
    const response = await create(api, office.holder, { ...base, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
    expect((await years(api, office.holder)).json()).toEqual([]);
  });

  apiTest.for([
    ['name', messages.fieldRequired],
    ['amount', messages.fieldRequired],
    ['implementation_year', messages.fieldRequired],
    ['fund_source_id', messages.fieldRequired],
  ] as const)('refuses to update without %s with "This field is required."', async ([field, message], { api, office }) => {
    const id = await insertProject(api, office.accountId, { name: 'Kept as is' });
    const payload: Record<string, unknown> = { name: 'Changed', amount: 10, implementation_year: 2024, fund_source_id: await insertFundSource(api, office.accountId) };
    delete payload[field];
    const response = await update(api, office.holder, id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
    expect((await getOne(api, office.holder, id)).json().name).toBe('Kept as is');
  });

  apiTest('answers 403 with the refusal to each role that may not create, edit or delete', async ({ api, office }) => {
    const payload = await newProjectPayload(api, office);
    const id = await insertProject(api, office.accountId, { name: 'Untouched' });
    const fundSourceId = await insertFundSource(api, office.accountId);
    const edit = { name: 'Changed', amount: 1, implementation_year: 2024, fund_source_id: fundSourceId };
    for (const user of [office.inspector, office.accountant, office.viewer]) {
      const created = await create(api, user, payload);
      expect(created.statusCode).toBe(403);
      expect(created.json().detail).toBe(refusalFor('projects.create'));
      const edited = await update(api, user, id, edit);
      expect(edited.statusCode).toBe(403);
      expect(edited.json().detail).toBe(refusalFor('projects.update'));
      const deleted = await remove(api, user, id);
      expect(deleted.statusCode).toBe(403);
      expect(deleted.json().detail).toBe(refusalFor('projects.delete'));
    }
    expect((await getOne(api, office.holder, id)).json().name).toBe('Untouched');
  });

  apiTest('lets a superuser edit and delete but not create (only the account holder adds projects)', async ({ api, office }) => {
    const superuser = await superuserOf(api, office);
    expect((await create(api, superuser, await newProjectPayload(api, office))).statusCode).toBe(403);
    const id = await insertProject(api, office.accountId);
    const fundSourceId = await insertFundSource(api, office.accountId);
    expect((await update(api, superuser, id, { name: 'By superuser', amount: 5, implementation_year: 2024, fund_source_id: fundSourceId })).statusCode).toBe(200);
    expect((await remove(api, superuser, id)).statusCode).toBe(204);
  });

  apiTest("keeps offices apart: another office's project is 404; its system or fund source is a 400 on the field", async ({ api, office, otherOffice }) => {
    const theirProject = await insertProject(api, otherOffice.accountId, { name: 'Their project', implementationYear: 2024 });
    const theirSystem = await insertSystem(api, otherOffice.accountId);
    const theirFundSource = await insertFundSource(api, otherOffice.accountId);
    const ownFundSource = await insertFundSource(api, office.accountId);
    expect((await getOne(api, office.holder, theirProject)).statusCode).toBe(404);
    expect((await ofYear(api, office.holder, 2024)).json()).toEqual([]);
    expect((await years(api, office.holder)).json()).toEqual([]);
    const edit = { name: 'Hijacked', amount: 1, implementation_year: 2024, fund_source_id: ownFundSource };
    expect((await update(api, office.holder, theirProject, edit)).json()).toEqual({ detail: 'Not found.' });
    expect((await remove(api, office.holder, theirProject)).statusCode).toBe(404);
    expect((await getOne(api, otherOffice.holder, theirProject)).json().name).toBe('Their project');

    const withTheirSystem = await create(api, office.holder, await newProjectPayload(api, office, { system_id: theirSystem }));
    expect(withTheirSystem.statusCode).toBe(400);
    expect(withTheirSystem.json()).toEqual({ detail: messages.systemNotFound, errors: { system_id: [messages.systemNotFound] } });
    const withUnknownSystem = await create(api, office.holder, await newProjectPayload(api, office, { system_id: 2_147_483_647 }));
    expect(withUnknownSystem.json().errors).toEqual({ system_id: [messages.systemNotFound] });
    const withHugeSystem = await create(api, office.holder, await newProjectPayload(api, office, { system_id: 2 ** 40 }));
    expect(withHugeSystem.statusCode).toBe(400);
    const withTheirFund = await create(api, office.holder, await newProjectPayload(api, office, { fund_source_id: theirFundSource }));
    expect(withTheirFund.json().errors).toEqual({ fund_source_id: [messages.fundSourceNotFound] });

    const own = await insertProject(api, office.accountId, { name: 'Own' });
    const moved = await update(api, office.holder, own, { ...edit, fund_source_id: theirFundSource });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ fund_source_id: [messages.fundSourceNotFound] });
    expect((await years(api, office.holder)).json()).toEqual([{ implementation_year: 2024, count: 1, total_allocation: 1_000_000 }]);
  });

  apiTest('refuses to delete a project with contracts, removing nothing', async ({ api, office }) => {
    const id = await insertProject(api, office.accountId, { name: 'With contracts' });
    const sourceId = await insertExpenditureSource(api, office.accountId, id, centavos(500_00));
    for (const number of ['C-1', 'C-2']) {
      const [contract] = await api.db
        .insert(contracts)
        .values({ accountId: office.accountId, contractNumber: number, amount: centavos(100_00), startDate: '2024-01-01', duration: 30 })
        .returning({ id: contracts.id });
      await api.db.insert(contractProjects).values({ accountId: office.accountId, contractId: contract!.id, projectId: id });
    }
    const response = await remove(api, office.holder, id);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe("This project has 2 contract(s); remove them from the project before deleting it. A contract whose only project is this one is removed with Delete Contract on the contract's page.");
    expect((await getOne(api, office.holder, id)).statusCode).toBe(200);
    expect(await api.db.select().from(expenditureSources).where(eq(expenditureSources.id, sourceId))).toHaveLength(1);
    expect(await api.db.select().from(contractProjects).where(eq(contractProjects.projectId, id))).toHaveLength(2);
  });

  apiTest('deletes a project with its expenditure sources, requested cash and expenditures, in one go', async ({ api, office }) => {
    const id = await insertProject(api, office.accountId, { name: 'With finance' });
    const kept = await insertProject(api, office.accountId, { name: 'Neighbour' });
    const sourceId = await insertExpenditureSource(api, office.accountId, id, centavos(500_00));
    const keptSourceId = await insertExpenditureSource(api, office.accountId, kept, centavos(500_00));
    await api.db.insert(requestedCash).values([
      { accountId: office.accountId, projectId: id, amount: centavos(200_00) },
      { accountId: office.accountId, projectId: kept, amount: centavos(200_00) },
    ]);
    await api.db.insert(projectExpenditures).values([
      { accountId: office.accountId, projectId: id, expenditureSourceId: sourceId, amount: centavos(100_00), dateObligated: '2024-02-01' },
      { accountId: office.accountId, projectId: kept, expenditureSourceId: keptSourceId, amount: centavos(100_00), dateObligated: '2024-02-01' },
    ]);
    expect((await remove(api, office.holder, id)).statusCode).toBe(204);
    const ofProject = async (table: typeof requestedCash | typeof expenditureSources | typeof projectExpenditures, projectId: number) =>
      api.db.select().from(table).where(and(eq(table.accountId, office.accountId), eq(table.projectId, projectId)));
    expect(await ofProject(requestedCash, id)).toHaveLength(0);
    expect(await ofProject(expenditureSources, id)).toHaveLength(0);
    expect(await ofProject(projectExpenditures, id)).toHaveLength(0);
    expect(await ofProject(requestedCash, kept)).toHaveLength(1);
    expect(await ofProject(expenditureSources, kept)).toHaveLength(1);
    expect(await ofProject(projectExpenditures, kept)).toHaveLength(1);
    expect(await api.db.select().from(projects).where(eq(projects.id, id))).toHaveLength(0);
  });

  apiTest('answers 404 for unknown or non-number ids and years', async ({ api, office }) => {
    for (const id of [999_999, 'abc', '0', '1.5', '99999999999']) {
      expect((await getOne(api, office.holder, id)).statusCode).toBe(404);
      expect((await remove(api, office.holder, id)).statusCode).toBe(404);
    }
    for (const year of ['abc', '-1', '20245', '2024.5']) expect((await ofYear(api, office.holder, year)).statusCode).toBe(404);
    expect((await ofYear(api, office.holder, 1999)).json()).toEqual([]);
  });

  apiTest('refuses hostile input with 400, never 500', async ({ api, office }) => {
    const base = await newProjectPayload(api, office);
    const bodies: unknown[] = [
      { ...base, name: 'a\u0000b' },
      { ...base, name: 'x'.repeat(5_000) },
      { ...base, name: '\u202eevil' },
      { ...base, amount: Number.MAX_VALUE },
      { ...base, amount: 1e-7 },
      { ...base, amount: '12' },
      { ...base, implementation_year: '2024' },
      { ...base, implementation_year: 2 ** 53 + 2 },
      { ...base, system_id: -1 },
      { ...base, system_id: 1.5 },
      { ...base, desc: { text: 'x' } },
      { ...base, remarks: 'x'.repeat(10_000) },
      [],
      null,
    ];
    for (const body of bodies) {
      const response = await create(api, office.holder, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof response.json().detail).toBe('string');
    }
    expect((await years(api, office.holder)).json()).toEqual([]);
  });

  apiTest('answers 401 without a token', async ({ api }) => {
    expect((await api.request({ method: 'GET', url: '/api/projects/' })).statusCode).toBe(401);
    expect((await api.request({ method: 'POST', url: '/api/projects/create/', payload: {} })).statusCode).toBe(401);
  });
});
