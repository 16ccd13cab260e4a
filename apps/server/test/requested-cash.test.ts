import { projectFinanceMessages as messages, refusalFor } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import { financeCalls, makeSuperuser } from './helpers/finance.js';
import { insertProject } from './helpers/records.js';

describe('requested cash', () => {
  apiTest('adds (201), lists and deletes (204) requested cash, logging the amounts', async ({ api, office }) => {
    const { get, post, del } = financeCalls(api);
    const projectId = await insertProject(api, office.accountId);
    const created = await post(office.accountant, 'requested-cash/create/', {
      project_id: projectId,
      amount: 120000.5,
      requested_on: '2024-02-29',
      remarks: '  First tranche  ',
    });
    expect(created.statusCode).toBe(201);
    const cash = created.json();
    expect(cash).toEqual({ id: expect.any(Number), project_id: projectId, amount: 120000.5, requested_on: '2024-02-29', remarks: 'First tranche' });
    const bare = (await post(office.accountant, 'requested-cash/create', { project_id: projectId, amount: 0.1 })).json();
    expect(bare).toMatchObject({ amount: 0.1, requested_on: null, remarks: '' });

    expect((await get(office.viewer, `requested-cash/project/${projectId}`)).json()).toEqual([cash, bare]);
    const deleted = await del(office.accountant, `requested-cash/delete/${cash.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect((await get(office.viewer, `requested-cash/project/${projectId}/`)).json()).toEqual([bare]);

    const stream = (await get(office.holder, 'activity-stream/3')).json();
    expect(stream.map((item: { verb: string }) => item.verb)).toEqual([
      'Delete requested cash Php 120,000.50',
      'Add requested cash Php 0.10',
      'Add requested cash Php 120,000.50',
    ]);
  });

  apiTest.for([
    ['amount missing', {}, 'amount', messages.amountRequired],
    ['a date that does not exist', { amount: 1, requested_on: '2023-02-29' }, 'requested_on', 'Date requested must be a date (YYYY-MM-DD).'],
    ['a control character in remarks', { amount: 1, remarks: 'a\u0000b' }, 'remarks', 'Remarks must not contain control characters.'],
    ['more than two decimals', { amount: 0.001 }, 'amount', 'Amount must have at most 2 decimal places.'],
  ] as const)('refuses %s (400)', async ([, body, field, message], { api, office }) => {
    const projectId = await insertProject(api, office.accountId);
    const response = await financeCalls(api).post(office.accountant, 'requested-cash/create/', { project_id: projectId, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
  });

  apiTest('lets only the super user and the accounting officer add or delete (403)', async ({ api, office }) => {
    const { post, del } = financeCalls(api);
    const projectId = await insertProject(api, office.accountId);
    const cash = (await post(office.accountant, 'requested-cash/create/', { project_id: projectId, amount: 5 })).json();
    for (const user of [office.holder, office.inspector, office.viewer]) {
      const added = await post(user, 'requested-cash/create/', { project_id: projectId, amount: 5 });
      expect(added.statusCode).toBe(403);
      expect(added.json().detail).toBe(refusalFor('projectFinance.write'));
      expect((await del(user, `requested-cash/delete/${cash.id}/`)).statusCode).toBe(403);
    }
    await makeSuperuser(api, office.inspector);
    expect((await del(office.inspector, `requested-cash/delete/${cash.id}/`)).statusCode).toBe(204);
  });

  apiTest("answers 404 for another office's project and requested cash", async ({ api, office, otherOffice }) => {
    const { get, post, del } = financeCalls(api);
    const theirProject = await insertProject(api, otherOffice.accountId);
    const theirCash = (await post(otherOffice.accountant, 'requested-cash/create/', { project_id: theirProject, amount: 5 })).json();
    expect((await get(office.viewer, `requested-cash/project/${theirProject}`)).statusCode).toBe(404);
    expect((await post(office.accountant, 'requested-cash/create/', { project_id: theirProject, amount: 5 })).statusCode).toBe(404);
    expect((await del(office.accountant, `requested-cash/delete/${theirCash.id}/`)).statusCode).toBe(404);
    expect((await get(otherOffice.viewer, `requested-cash/project/${theirProject}`)).json()).toHaveLength(1);
    expect((await del(office.accountant, 'requested-cash/delete/-1/')).statusCode).toBe(404);
    expect((await post(office.accountant, 'requested-cash/create/', { project_id: 'x', amount: 5 })).statusCode).toBe(400);
  });
});
