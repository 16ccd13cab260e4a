import { centavos, projectFinanceMessages as messages, refusalFor } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { projectExpenditures } from '../src/db/schema/projects.js';
import { apiTest } from './helpers/api-test.js';
import { financeCalls, makeSuperuser } from './helpers/finance.js';
import { insertExpenditureSource, insertExpenditureSourceName, insertProject } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

/** An expenditure charged straight to the database (the expenditures endpoints have their own tests). */
async function charge(api: TestApp, accountId: number, projectId: number, sourceId: number, cents: number) {
  await api.db.insert(projectExpenditures).values({
    accountId,
    projectId,
    expenditureSourceId: sourceId,
    amount: centavos(cents),
    dateObligated: '2024-03-01',
  });
}

describe('expenditure sources', () => {
  apiTest('creates (201), lists, updates and deletes (204) a source, logging each', async ({ api, office }) => {
    const { get, post, put, del } = financeCalls(api);
    const projectId = await insertProject(api, office.accountId);
    const nameId = await insertExpenditureSourceName(api, office.accountId);

    const created = await post(office.accountant, 'expenditure-sources/create/', { project_id: projectId, amount: 120000.5, expenditure_source_name_id: nameId });
    expect(created.statusCode).toBe(201);
    const source = created.json();
    expect(source).toEqual({
      id: expect.any(Number),
      project_id: projectId,
      expenditure_source_name: { id: nameId, long_name: expect.stringMatching(/^Contract Works/) },
      amount: 120000.5,
    });

    expect((await get(office.viewer, `expenditure-sources/project/${projectId}`)).json()).toEqual([source]);
    expect((await get(office.viewer, `expenditure-sources/project/${projectId}/balance`)).json()).toEqual([
      { id: source.id, name: source.expenditure_source_name.long_name, balance: 120000.5, total: 120000.5 },
    ]);

    const updated = await put(office.accountant, 'expenditure-sources/update/', { expenditure_source_id: source.id, amount: 0.3 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...source, amount: 0.3 });
    const byPath = await put(office.accountant, `expenditure-sources/update/${source.id}/`, { amount: 500 });
    expect(byPath.json().amount).toBe(500);

    const deleted = await del(office.accountant, `expenditure-sources/delete/${source.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await get(office.viewer, `expenditure-sources/project/${projectId}`)).json()).toEqual([]);

    const stream = await get(office.holder, 'activity-stream/4');
    const name = source.expenditure_source_name.long_name;
    expect(stream.json().map((item: { verb: string; target: string }) => `${item.verb}: ${item.target}`)).toEqual([
      `Delete expenditure source: ${name} Php 500.00`,
      `Update expenditure source: ${name} Php 0.30 to Php 500.00`,
      `Update expenditure source: ${name} Php 120,000.50 to Php 0.30`,
      `Add expenditure source: ${name} Php 120,000.50`,
    ]);
  });

  apiTest('computes each balance exactly from the expenditures charged to it', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const projectId = await insertProject(api, office.accountId);
    const first = await insertExpenditureSource(api, office.accountId, projectId, centavos(500_000_00));
    const second = await insertExpenditureSource(api, office.accountId, projectId, centavos(30));
    await charge(api, office.accountId, projectId, first, 120_000_50);
    await charge(api, office.accountId, projectId, first, 10);
    await charge(api, office.accountId, projectId, first, 20);
    const balances = (await get(office.inspector, `expenditure-sources/project/${projectId}/balance/`)).json();
    expect(balances.map((row: { balance: number; total: number }) => [row.total, row.balance])).toEqual([
      [500000, 379999.2],
      [0.3, 0.3],
    ]);
    expect(balances[1].id).toBe(second);
  });

  apiTest.for([
    ['name missing', { amount: 10 }, 'expenditure_source_name_id', messages.expenditureSourceNameRequired],
    ['amount missing', { withName: true }, 'amount', messages.amountRequired],
    ['amount null', { withName: true, amount: null }, 'amount', messages.amountRequired],
    ['amount text', { withName: true, amount: 'ten' }, 'amount', 'Amount must be a number.'],
    ['three decimals', { withName: true, amount: 1.005 }, 'amount', 'Amount must have at most 2 decimal places.'],
    ['negative', { withName: true, amount: -1 }, 'amount', 'Amount must not be negative.'],
  ] as const)('refuses a source with %s (400)', async ([, body, field, message], { api, office }) => {
    const { post } = financeCalls(api);
    const projectId = await insertProject(api, office.accountId);
    const nameId = await insertExpenditureSourceName(api, office.accountId);
    const { withName, ...rest } = body as { withName?: boolean };
    const payload = { project_id: projectId, ...(withName ? { expenditure_source_name_id: nameId } : {}), ...rest };
    const response = await post(office.accountant, 'expenditure-sources/create/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
  });

  apiTest('refuses lowering the total below what is spent, stating the spent amount', async ({ api, office }) => {
    const { put, get } = financeCalls(api);
    const projectId = await insertProject(api, office.accountId);
    const sourceId = await insertExpenditureSource(api, office.accountId, projectId, centavos(1000_00));
    await charge(api, office.accountId, projectId, sourceId, 600_10);
    const refused = await put(office.accountant, 'expenditure-sources/update/', { expenditure_source_id: sourceId, amount: 600.09 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('The total of Php 600.09 is less than the Php 600.10 already spent from this expenditure source.');
    expect((await put(office.accountant, 'expenditure-sources/update/', { expenditure_source_id: sourceId, amount: 600.1 })).statusCode).toBe(200);
    expect((await get(office.viewer, `expenditure-sources/project/${projectId}/balance`)).json()[0].balance).toBe(0);
    const missing = await put(office.accountant, 'expenditure-sources/update/', { amount: 5 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe(messages.expenditureSourceRequired);
  });

  apiTest('refuses deleting a source with expenditures (400), keeping it', async ({ api, office }) => {
    const { del, get } = financeCalls(api);
    const projectId = await insertProject(api, office.accountId);
    const sourceId = await insertExpenditureSource(api, office.accountId, projectId, centavos(1000_00));
    await charge(api, office.accountId, projectId, sourceId, 1_00);
    const refused = await del(office.accountant, `expenditure-sources/delete/${sourceId}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(messages.expenditureSourceInUse);
    expect((await get(office.viewer, `expenditure-sources/project/${projectId}`)).json()).toHaveLength(1);
  });

  apiTest('lets only the super user and the accounting officer write (403 with the refusal)', async ({ api, office }) => {
    const { post, put, del } = financeCalls(api);
    const projectId = await insertProject(api, office.accountId);
    const nameId = await insertExpenditureSourceName(api, office.accountId);
    const sourceId = await insertExpenditureSource(api, office.accountId, projectId, centavos(100_00));
    const body = { project_id: projectId, amount: 10, expenditure_source_name_id: nameId };
    for (const user of [office.holder, office.inspector, office.viewer]) {
      for (const response of [
        await post(user, 'expenditure-sources/create/', body),
        await put(user, 'expenditure-sources/update/', { expenditure_source_id: sourceId, amount: 1 }),
        await del(user, `expenditure-sources/delete/${sourceId}/`),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().detail).toBe(refusalFor('projectFinance.write'));
      }
    }
    await makeSuperuser(api, office.viewer);
    expect((await post(office.viewer, 'expenditure-sources/create/', body)).statusCode).toBe(201);
  });

  apiTest("answers 404 for another office's project, name and source", async ({ api, office, otherOffice }) => {
    const { get, post, put, del } = financeCalls(api);
    const projectId = await insertProject(api, office.accountId);
    const nameId = await insertExpenditureSourceName(api, office.accountId);
    const theirProject = await insertProject(api, otherOffice.accountId);
    const theirName = await insertExpenditureSourceName(api, otherOffice.accountId);
    const theirSource = await insertExpenditureSource(api, otherOffice.accountId, theirProject, centavos(100_00));
    expect((await get(office.viewer, `expenditure-sources/project/${theirProject}`)).statusCode).toBe(404);
    expect((await get(office.viewer, `expenditure-sources/project/${theirProject}/balance`)).statusCode).toBe(404);
    expect((await post(office.accountant, 'expenditure-sources/create/', { project_id: theirProject, amount: 1, expenditure_source_name_id: nameId })).statusCode).toBe(404);
    expect((await post(office.accountant, 'expenditure-sources/create/', { project_id: projectId, amount: 1, expenditure_source_name_id: theirName })).statusCode).toBe(404);
    expect((await put(office.accountant, 'expenditure-sources/update/', { expenditure_source_id: theirSource, amount: 1 })).statusCode).toBe(404);
    expect((await del(office.accountant, `expenditure-sources/delete/${theirSource}/`)).statusCode).toBe(404);
    expect((await get(otherOffice.viewer, `expenditure-sources/project/${theirProject}`)).json()[0].amount).toBe(100);
  });

  apiTest.for([
    ['a project id of 0', 'GET', 'expenditure-sources/project/0', undefined, 404],
    ['a huge project id', 'GET', 'expenditure-sources/project/99999999999/balance', undefined, 404],
    ['a text id', 'DELETE', 'expenditure-sources/delete/abc/', undefined, 404],
    ['a fractional name id', 'POST', 'expenditure-sources/create/', { project_id: 1, amount: 1, expenditure_source_name_id: 1.5 }, 400],
    ['an array body', 'POST', 'expenditure-sources/create/', [1, 2], 400],
    ['an amount of 1e300', 'PUT', 'expenditure-sources/update/', { expenditure_source_id: 1, amount: 1e300 }, 400],
    ['a string id', 'PUT', 'expenditure-sources/update/', { expenditure_source_id: '1', amount: 1 }, 400],
  ] as const)('answers hostile input (%s) with a 4xx, never a 500', async ([, method, url, payload, status], { api, office }) => {
    const response = await api.request({ method, url: `/api/${url}`, token: office.accountant.access, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(status);
  });
});
