import { contractMessages as messages, refusalFor } from '@subaybay/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { contracts } from '../src/db/schema/projects.js';
import { users } from '../src/db/schema/users.js';
import { apiTest } from './helpers/api-test.js';
import type { SignedInUser } from './helpers/factories.js';
import { insertProject } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

const create = (api: TestApp, user: SignedInUser, payload: unknown) =>
  api.request({ method: 'POST', url: '/api/contracts/create/', token: user.access, payload: payload as object });
const ofProject = (api: TestApp, user: SignedInUser, projectId: number | string) =>
  api.request({ method: 'GET', url: `/api/contracts/project/${projectId}`, token: user.access });

const contractPayload = (projectId: number, overrides: Record<string, unknown> = {}) => ({
  project_id: projectId,
  contract_id: 'NIAR3-TARZAM-2024-15-1',
  contract_description: 'Canal lining, Lateral A',
  amount: 1_234_567.89,
  start_date: '2024-03-05',
  duration: 120,
  ...overrides,
});

describe('contracts added from a project', () => {
  apiTest('adds a contract (201) that lists with its project, and logs it', async ({ api, office }) => {
    const projectId = await insertProject(api, office.accountId, { name: 'Canal Lateral A', implementationYear: 2024 });
    const created = await create(api, office.inspector, contractPayload(projectId));
    expect(created.statusCode).toBe(201);
    const contract = created.json();
    expect(contract).toEqual({
      id: expect.any(Number),
      contract_id: 'NIAR3-TARZAM-2024-15-1',
      contract_number: 'NIAR3-TARZAM-2024-15-1',
      contract_description: 'Canal lining, Lateral A',
      amount: 1_234_567.89,
      start_date: '2024-03-05',
      duration: 120,
      projects: [{ id: projectId, name: 'Canal Lateral A', implementation_year: 2024 }],
    });
    const listed = await ofProject(api, office.viewer, projectId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([contract]);
    const stream = await api.request({ method: 'GET', url: '/api/activity-stream/1', token: office.holder.access });
    expect(stream.json().map((item: { verb: string; target: string }) => `${item.verb}: ${item.target}`)).toEqual([
      'Add contract: NIAR3-TARZAM-2024-15-1',
    ]);
  });

  apiTest("stores the location as given; left out or blank, it is where the project's system is", async ({ api, office }) => {
    const projectId = await insertProject(api, office.accountId);
    const project = (await api.request({ method: 'GET', url: `/api/projects/${projectId}`, token: office.holder.access })).json();
    const systemPlace = `${project.system.municipality.name}, ${project.system.municipality.province}`;
    const locationOf = async (payload: object) => {
      const created = await create(api, office.inspector, payload);
      expect(created.statusCode, created.body).toBe(201);
      const read = await api.request({ method: 'GET', url: `/api/contracts/${created.json().id}`, token: office.viewer.access });
      return read.json().location as string;
    };
    expect(await locationOf(contractPayload(projectId, { contract_id: 'L-1', location: '  Brgy. Sto. Rosario, Capas, Tarlac ' }))).toBe(
      'Brgy. Sto. Rosario, Capas, Tarlac',
    );
    expect(await locationOf(contractPayload(projectId, { contract_id: 'L-2' }))).toBe(systemPlace);
    expect(await locationOf(contractPayload(projectId, { contract_id: 'L-3', location: '' }))).toBe(systemPlace);
    expect(systemPlace).toMatch(/^[^,]+, [^,]+$/);
  });

  apiTest('refuses a location that is not text or too long, with a sentence, and stores nothing', async ({ api, office }) => {
    const projectId = await insertProject(api, office.accountId);
    for (const location of [42, 'x'.repeat(301)]) {
      const refused = await create(api, office.holder, contractPayload(projectId, { location }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.location[0]).toMatch(/Location/);
    }
    expect((await ofProject(api, office.holder, projectId)).json()).toEqual([]);
  });

  apiTest('accepts the paths without trailing slashes and a contract without description', async ({ api, office }) => {
    const projectId = await insertProject(api, office.accountId);
    const created = await api.request({
      method: 'POST',
      url: '/api/contracts/create',
      token: office.holder.access,
      payload: contractPayload(projectId, { contract_description: undefined, amount: 0.01 }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ contract_description: '', amount: 0.01 });
    expect((await api.request({ method: 'GET', url: `/api/contracts/project/${projectId}/`, token: office.holder.access })).json()).toHaveLength(1);
  });

  apiTest('lets the account holder, a project inspector and a superuser add; refuses the others with 403', async ({ api, office }) => {
    const projectId = await insertProject(api, office.accountId);
    expect((await create(api, office.holder, contractPayload(projectId, { contract_id: 'H-1' }))).statusCode).toBe(201);
    expect((await create(api, office.inspector, contractPayload(projectId, { contract_id: 'I-1' }))).statusCode).toBe(201);
    for (const user of [office.accountant, office.viewer]) {
      const refused = await create(api, user, contractPayload(projectId, { contract_id: 'X-1' }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(refusalFor('contracts.create'));
    }
    await api.db.update(users).set({ isSuperuser: true }).where(eq(users.id, office.viewer.id));
    expect((await create(api, office.viewer, contractPayload(projectId, { contract_id: 'S-1' }))).statusCode).toBe(201);
    expect((await ofProject(api, office.holder, projectId)).json().map((c: { contract_id: string }) => c.contract_id).sort()).toEqual(['H-1', 'I-1', 'S-1']);
  });

  apiTest.for([
    ['contract_id', { contract_id: undefined }],
    ['contract_id', { contract_id: '  ' }],
    ['amount', { amount: undefined }],
    ['amount', { amount: null }],
    ['start_date', { start_date: undefined }],
    ['start_date', { start_date: '' }],
    ['duration', { duration: undefined }],
    ['project_id', { project_id: undefined }],
  ] as const)('refuses a missing %s with "This field is required."', async ([field, overrides], { api, office }) => {
    const projectId = await insertProject(api, office.accountId);
    const response = await create(api, office.holder, contractPayload(projectId, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([messages.fieldRequired]);
    expect((await ofProject(api, office.holder, projectId)).json()).toEqual([]);
  });

  apiTest.for([
    ['start date not a date', { start_date: '2024-02-30' }, 'start_date', 'Start date must be a date (YYYY-MM-DD).'],
    ['start date in another format', { start_date: '03/05/2024' }, 'start_date', 'Start date must be a date (YYYY-MM-DD).'],
    ['duration zero', { duration: 0 }, 'duration', messages.durationPositive],
    ['duration negative', { duration: -3 }, 'duration', messages.durationPositive],
    ['duration not whole', { duration: 1.5 }, 'duration', 'Duration must be a whole number.'],
    ['duration huge', { duration: 2 ** 40 }, 'duration', messages.durationTooLong],
    ['amount with 3 decimals', { amount: 10.001 }, 'amount', 'Amount must have at most 2 decimal places.'],
    ['amount negative', { amount: -1 }, 'amount', 'Amount must not be negative.'],
    ['amount as text', { amount: '100' }, 'amount', 'Amount must be a number.'],
    ['number with a control character', { contract_id: 'C\u0000-1' }, 'contract_id', 'Contract ID must not contain control characters.'],
  ] as const)('refuses %s (400)', async ([, overrides, field, message], { api, office }) => {
    const projectId = await insertProject(api, office.accountId);
    const response = await create(api, office.holder, contractPayload(projectId, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });

  apiTest('refuses a contract number already used in the office, ignoring case, but not in another office', async ({ api, office, otherOffice }) => {
    const projectId = await insertProject(api, office.accountId);
    expect((await create(api, office.holder, contractPayload(projectId, { contract_id: 'NIA-2024-01' }))).statusCode).toBe(201);
    const duplicate = await create(api, office.holder, contractPayload(projectId, { contract_id: '  nia-2024-01 ' }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ detail: messages.numberTaken, errors: { contract_id: [messages.numberTaken] } });
    expect((await ofProject(api, office.holder, projectId)).json()).toHaveLength(1);
    // Nothing half-written: one contract row in the office.
    expect(await api.db.select().from(contracts).where(eq(contracts.accountId, office.accountId))).toHaveLength(1);

    const theirProject = await insertProject(api, otherOffice.accountId);
    expect((await create(api, otherOffice.holder, contractPayload(theirProject, { contract_id: 'NIA-2024-01' }))).statusCode).toBe(201);
  });

  apiTest("keeps offices apart: another office's project is 404 for adding and listing", async ({ api, office, otherOffice }) => {
    const theirProject = await insertProject(api, otherOffice.accountId);
    await create(api, otherOffice.holder, contractPayload(theirProject, { contract_id: 'THEIRS-1' }));
    const added = await create(api, office.holder, contractPayload(theirProject));
    expect(added.statusCode).toBe(404);
    expect(added.json()).toEqual({ detail: 'Not found.' });
    const listed = await ofProject(api, office.holder, theirProject);
    expect(listed.statusCode).toBe(404);
    expect(listed.json()).toEqual({ detail: 'Not found.' });
    expect(await api.db.select().from(contracts).where(eq(contracts.accountId, office.accountId))).toHaveLength(0);
    for (const id of ['abc', '0', '99999999999', 999_999]) expect((await ofProject(api, office.holder, id)).statusCode).toBe(404);
    for (const projectId of [2 ** 40, -1, 999_999]) {
      expect((await create(api, office.holder, contractPayload(0, { project_id: projectId }))).statusCode).toBe(404);
    }
  });

  apiTest('refuses hostile input with 400, never 500', async ({ api, office }) => {
    const projectId = await insertProject(api, office.accountId);
    const bodies: unknown[] = [
      contractPayload(projectId, { contract_id: 'x'.repeat(1_000) }),
      contractPayload(projectId, { contract_id: '\u202eevil' }),
      contractPayload(projectId, { amount: Number.MAX_VALUE }),
      contractPayload(projectId, { start_date: '99999-01-01' }),
      contractPayload(projectId, { start_date: 20240305 }),
      contractPayload(projectId, { duration: '120' }),
      contractPayload(projectId, { project_id: '1' }),
      contractPayload(projectId, { contract_description: ['x'] }),
      [],
      null,
    ];
    for (const body of bodies) {
      const response = await create(api, office.holder, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof response.json().detail).toBe('string');
    }
  });

  apiTest('answers 401 without a token', async ({ api }) => {
    expect((await api.request({ method: 'GET', url: '/api/contracts/project/1' })).statusCode).toBe(401);
  });
});
