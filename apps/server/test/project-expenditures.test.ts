import { centavos, projectFinanceMessages as messages, refusalFor } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import { createOffice, signInAgain } from './helpers/factories.js';
import { financeCalls, makeSuperuser } from './helpers/finance.js';
import { insertExpenditureSource, insertProject } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

const WINDOW_MESSAGE = 'Expenditures cannot be modified after one day of entry.';

async function projectWithSource(api: TestApp, accountId: number, total = centavos(1000_00), year = 2024) {
  const projectId = await insertProject(api, accountId, { implementationYear: year });
  const sourceId = await insertExpenditureSource(api, accountId, projectId, total);
  return { projectId, sourceId };
}

const body = (projectId: number, sourceId: number, amount: number, extra: object = {}) => ({
  project_id: projectId,
  expenditure_source_id: sourceId,
  amount,
  date_obligated: '2024-03-01',
  ...extra,
});

describe('project expenditures', () => {
  apiTest('adds (201), reads, lists, updates and deletes (204), logging each with the amount', async ({ api, office }) => {
    const { get, post, put, del } = financeCalls(api);
    const { projectId, sourceId } = await projectWithSource(api, office.accountId, centavos(500_000_00));
    const created = await post(office.accountant, 'project-expenditures/create/', body(projectId, sourceId, 120000.5, { date_disbursed: '2024-03-05', remarks: ' Mobilization ' }));
    expect(created.statusCode).toBe(201);
    const expenditure = created.json();
    expect(expenditure).toEqual({
      id: expect.any(Number),
      project_id: projectId,
      expenditure_source: { id: sourceId, long_name: expect.stringMatching(/^Contract Works/) },
      amount: 120000.5,
      entry_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      date_obligated: '2024-03-01',
      date_disbursed: '2024-03-05',
      remarks: 'Mobilization',
    });
    expect(Math.abs(Date.parse(expenditure.entry_date) - Date.now())).toBeLessThan(60_000);

    expect((await get(office.viewer, `project-expenditures/${expenditure.id}`)).json()).toEqual(expenditure);
    expect((await get(office.viewer, `project-expenditures/project/${projectId}`)).json()).toEqual([expenditure]);
    expect((await get(office.viewer, 'project-expenditures/year/2024')).json()).toEqual([expenditure]);
    expect((await get(office.viewer, 'project-expenditures/year/2023')).json()).toEqual([]);
    expect((await get(office.viewer, `expenditure-sources/project/${projectId}/balance`)).json()[0].balance).toBe(379999.5);

    const updated = await put(office.accountant, `project-expenditures/update/${expenditure.id}/`, {
      expenditure_source_id: sourceId,
      amount: 0.3,
      date_obligated: '2024-03-02',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...expenditure, amount: 0.3, date_obligated: '2024-03-02', date_disbursed: null, remarks: '' });
    expect((await get(office.viewer, `expenditure-sources/project/${projectId}/balance`)).json()[0].balance).toBe(499999.7);

    expect((await del(office.accountant, `project-expenditures/delete/${expenditure.id}/`)).statusCode).toBe(204);
    expect((await get(office.viewer, `project-expenditures/${expenditure.id}`)).statusCode).toBe(404);

    const stream = (await get(office.holder, 'activity-stream/3')).json();
    expect(stream.map((item: { verb: string }) => item.verb)).toEqual([
      'Delete project expenditure Php 0.30',
      'Update project expenditure Php 0.30',
      'Add project expenditure Php 120,000.50',
    ]);
  });

  apiTest('sums 0.10 + 0.20 to exactly 0.30 and spends a balance to exactly zero', async ({ api, office }) => {
    const { get, post } = financeCalls(api);
    const { projectId, sourceId } = await projectWithSource(api, office.accountId, centavos(30));
    expect((await post(office.accountant, 'project-expenditures/create/', body(projectId, sourceId, 0.1))).statusCode).toBe(201);
    expect((await post(office.accountant, 'project-expenditures/create/', body(projectId, sourceId, 0.2))).statusCode).toBe(201);
    expect((await get(office.viewer, `expenditure-sources/project/${projectId}/balance`)).json()[0]).toMatchObject({ balance: 0, total: 0.3 });
    const refused = await post(office.accountant, 'project-expenditures/create/', body(projectId, sourceId, 0.01));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('The expenditure of Php 0.01 is larger than the balance of the expenditure source, Php 0.00.');
  });

  apiTest('refuses an amount above the balance, stating it; an update gives back its old amount first', async ({ api, office }) => {
    const { post, put } = financeCalls(api);
    const { projectId, sourceId } = await projectWithSource(api, office.accountId, centavos(1000_00));
    const first = (await post(office.accountant, 'project-expenditures/create/', body(projectId, sourceId, 600))).json();
    const refused = await post(office.accountant, 'project-expenditures/create/', body(projectId, sourceId, 400.01));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('The expenditure of Php 400.01 is larger than the balance of the expenditure source, Php 400.00.');
    // 1,000 − 600 + 600 given back: the whole 1,000 is available to the update.
    const raised = await put(office.accountant, `project-expenditures/update/${first.id}/`, { expenditure_source_id: sourceId, amount: 1000, date_obligated: '2024-03-01' });
    expect(raised.statusCode).toBe(200);
    const over = await put(office.accountant, `project-expenditures/update/${first.id}/`, { expenditure_source_id: sourceId, amount: 1000.01, date_obligated: '2024-03-01' });
    expect(over.statusCode).toBe(400);
    expect(over.json().detail).toBe('The expenditure of Php 1,000.01 is larger than the balance of the expenditure source, Php 1,000.00.');
  });

  apiTest('lets two concurrent expenditures never overdraw a source', async ({ api, office }) => {
    const { post, get } = financeCalls(api);
    const { projectId, sourceId } = await projectWithSource(api, office.accountId, centavos(100_00));
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(office.accountant, 'project-expenditures/create/', body(projectId, sourceId, 60))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400]);
    expect((await get(office.viewer, `expenditure-sources/project/${projectId}/balance`)).json()[0].balance).toBe(40);
  });

  apiTest.for([
    ['source missing', { amount: 1, date_obligated: '2024-03-01' }, 'expenditure_source_id', messages.expenditureSourceRequired],
    ['amount missing', { source: true, date_obligated: '2024-03-01' }, 'amount', messages.amountRequired],
    ['date obligated missing', { source: true, amount: 1 }, 'date_obligated', messages.dateObligatedRequired],
    ['date obligated empty', { source: true, amount: 1, date_obligated: '' }, 'date_obligated', messages.dateObligatedRequired],
    ['an impossible date disbursed', { source: true, amount: 1, date_obligated: '2024-03-01', date_disbursed: '2024-13-01' }, 'date_disbursed', 'Date disbursed must be a date (YYYY-MM-DD).'],
    ['a negative amount', { source: true, amount: -5, date_obligated: '2024-03-01' }, 'amount', 'Amount must not be negative.'],
  ] as const)('refuses %s (400)', async ([, fields, field, message], { api, office }) => {
    const { projectId, sourceId } = await projectWithSource(api, office.accountId);
    const { source, ...rest } = fields as { source?: boolean };
    const payload = { project_id: projectId, ...(source ? { expenditure_source_id: sourceId } : {}), ...rest };
    const response = await financeCalls(api).post(office.accountant, 'project-expenditures/create/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
  });

  apiTest('refuses a source of another project of the office (400) and of another office (404)', async ({ api, office, otherOffice }) => {
    const { post, put } = financeCalls(api);
    const { projectId, sourceId } = await projectWithSource(api, office.accountId);
    const other = await projectWithSource(api, office.accountId);
    const theirs = await projectWithSource(api, otherOffice.accountId);
    const wrongProject = await post(office.accountant, 'project-expenditures/create/', body(projectId, other.sourceId, 1));
    expect(wrongProject.statusCode).toBe(400);
    expect(wrongProject.json().detail).toBe(messages.expenditureSourceOfAnotherProject);
    expect((await post(office.accountant, 'project-expenditures/create/', body(projectId, theirs.sourceId, 1))).statusCode).toBe(404);
    expect((await post(office.accountant, 'project-expenditures/create/', body(theirs.projectId, theirs.sourceId, 1))).statusCode).toBe(404);
    const mine = (await post(office.accountant, 'project-expenditures/create/', body(projectId, sourceId, 1))).json();
    const moved = await put(office.accountant, `project-expenditures/update/${mine.id}/`, { expenditure_source_id: other.sourceId, amount: 1, date_obligated: '2024-03-01' });
    expect(moved.statusCode).toBe(400);
  });

  apiTest("answers 404 for another office's expenditure and project", async ({ api, office, otherOffice }) => {
    const { get, post, put, del } = financeCalls(api);
    const theirs = await projectWithSource(api, otherOffice.accountId);
    const their = (await post(otherOffice.accountant, 'project-expenditures/create/', body(theirs.projectId, theirs.sourceId, 1))).json();
    expect((await get(office.viewer, `project-expenditures/${their.id}`)).statusCode).toBe(404);
    expect((await get(office.viewer, `project-expenditures/project/${theirs.projectId}`)).statusCode).toBe(404);
    expect((await get(office.viewer, 'project-expenditures/year/2024')).json()).toEqual([]);
    expect((await put(office.accountant, `project-expenditures/update/${their.id}/`, { expenditure_source_id: theirs.sourceId, amount: 1, date_obligated: '2024-03-01' })).statusCode).toBe(404);
    expect((await del(office.holder, `project-expenditures/delete/${their.id}/`)).statusCode).toBe(404);
    expect((await get(otherOffice.viewer, `project-expenditures/${their.id}`)).statusCode).toBe(200);
  });

  apiTest('lets only the super user and the accounting officer add; admins and the accounting officer change', async ({ api, office }) => {
    const { post, put, del } = financeCalls(api);
    const { projectId, sourceId } = await projectWithSource(api, office.accountId);
    for (const user of [office.holder, office.inspector, office.viewer]) {
      const refused = await post(user, 'project-expenditures/create/', body(projectId, sourceId, 1));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(refusalFor('projectFinance.write'));
    }
    const expenditure = (await post(office.accountant, 'project-expenditures/create/', body(projectId, sourceId, 1))).json();
    const update = { expenditure_source_id: sourceId, amount: 2, date_obligated: '2024-03-01' };
    for (const user of [office.inspector, office.viewer]) {
      expect((await put(user, `project-expenditures/update/${expenditure.id}/`, update)).json().detail).toBe(refusalFor('expenditures.change'));
      expect((await del(user, `project-expenditures/delete/${expenditure.id}/`)).statusCode).toBe(403);
    }
    expect((await put(office.holder, `project-expenditures/update/${expenditure.id}/`, update)).statusCode).toBe(200);
    await makeSuperuser(api, office.viewer);
    expect((await post(office.viewer, 'project-expenditures/create/', body(projectId, sourceId, 1))).statusCode).toBe(201);
  });

  apiTest.for([
    ['GET', 'project-expenditures/abc', undefined, 404],
    ['GET', 'project-expenditures/year/20245', undefined, 404],
    ['PUT', 'project-expenditures/update/1/', { expenditure_source_id: 2 ** 40, amount: 1, date_obligated: '2024-03-01' }, 404],
    ['POST', 'project-expenditures/create/', { project_id: 1, expenditure_source_id: 1, amount: 1, date_obligated: '2024-03-01', remarks: 'x'.repeat(5000) }, 400],
    ['POST', 'project-expenditures/create/', { project_id: 1, expenditure_source_id: 1, amount: '1', date_obligated: 20240301 }, 400],
    ['DELETE', 'project-expenditures/delete/0/', undefined, 404],
  ] as const)('answers hostile input %s %s with a 4xx, never a 500', async ([method, url, payload, status], { api, office }) => {
    const response = await api.request({ method, url: `/api/${url}`, token: office.holder.access, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(status);
  });
});

describe('the one-day window (moving the app clock)', () => {
  apiTest('lets an accounting officer change an expenditure at +23 h, refuses at +25 h; admins always can', async ({ api }) => {
    api.clock.set('2026-03-02T01:00:00Z');
    const office = await createOffice(api);
    const { projectId, sourceId } = await projectWithSource(api, office.accountId);
    const { post, put, del } = financeCalls(api);
    const created = (await post(office.accountant, 'project-expenditures/create/', body(projectId, sourceId, 10))).json();
    expect(created.entry_date).toBe('2026-03-02T01:00:00.000Z');
    const second = (await post(office.accountant, 'project-expenditures/create/', body(projectId, sourceId, 5))).json();
    const update = { expenditure_source_id: sourceId, amount: 11, date_obligated: '2024-03-01' };

    api.clock.advance(23 * 3_600_000);
    const accountant = await signInAgain(api, office.accountant);
    expect((await put(accountant, `project-expenditures/update/${created.id}/`, update)).statusCode).toBe(200);

    api.clock.advance(2 * 3_600_000);
    const late = await signInAgain(api, office.accountant);
    const refused = await put(late, `project-expenditures/update/${created.id}/`, update);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(WINDOW_MESSAGE);
    const refusedDelete = await del(late, `project-expenditures/delete/${second.id}/`);
    expect(refusedDelete.statusCode).toBe(403);
    expect(refusedDelete.json().detail).toBe(WINDOW_MESSAGE);

    const holder = await signInAgain(api, office.holder);
    expect((await put(holder, `project-expenditures/update/${created.id}/`, { ...update, amount: 12 })).statusCode).toBe(200);
    await makeSuperuser(api, office.viewer);
    const superuser = await signInAgain(api, office.viewer);
    expect((await del(superuser, `project-expenditures/delete/${second.id}/`)).statusCode).toBe(204);
  });
});
