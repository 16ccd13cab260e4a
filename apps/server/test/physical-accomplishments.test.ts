import { physicalAccomplishmentMessages as messages, physicalScheduleMessages, refusalFor } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { latestActivity } from './helpers/activity.js';
import { apiTest } from './helpers/api-test.js';
import { createOffice, signInAgain } from './helpers/factories.js';
import { financeCalls, makeSuperuser } from './helpers/finance.js';
import { insertContract } from './helpers/records.js';

const node = (contractId: number, date: string | undefined, accomplishment: number) => ({
  contract_id: contractId,
  accomplishment,
  ...(date === undefined ? {} : { overwrite_as_of_date: date }),
});

describe('physical accomplishments', () => {
  apiTest('adds (201), reads, lists, updates and deletes (204) nodes, logging each', async ({ api, office }) => {
    const { get, post, put, del } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', contractNumber: `PA-${office.accountId}` });
    const created = await post(office.inspector, 'physical-accomplishments/create/', node(contractId, '2024-01-20', 10));
    expect(created.statusCode).toBe(201);
    const first = created.json();
    expect(first).toEqual({
      id: expect.any(Number),
      day: 20,
      date: '2024-01-20',
      entry_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      accomplishment: 10,
    });
    const second = (await post(office.accountant, 'physical-accomplishments/create', node(contractId, '2024-02-25', 35))).json();
    expect(second.day).toBe(56);
    expect((await get(office.viewer, `physical-accomplishments/${first.id}/`)).json()).toEqual(first);
    expect((await get(office.viewer, `physical-accomplishments/contract/${contractId}`)).json()).toEqual([first, second]);

    const updated = await put(office.inspector, `physical-accomplishments/update/${first.id}/`, { as_of_date: '2024-01-21', accomplishment: 12 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...first, day: 21, date: '2024-01-21', accomplishment: 12 });
    expect((await del(office.inspector, `physical-accomplishments/delete/${first.id}`)).statusCode).toBe(204);
    expect((await get(office.viewer, `physical-accomplishments/${first.id}`)).statusCode).toBe(404);

    expect(await latestActivity(api, office.holder, 3)).toEqual([
      `Delete physical accomplishment node: PA-${office.accountId} 2024-01-21 12%`,
      `Update physical accomplishment node: PA-${office.accountId} 2024-01-21 12%`,
      `Add physical accomplishment node: PA-${office.accountId} 2024-02-25 35%`,
    ]);
  });

  apiTest('answers the day-0 node (overwrite_day_elapsed 0) without storing it; refuses another day or value', async ({ api, office }) => {
    const { get, post } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01' });
    const initial = await post(office.inspector, 'physical-accomplishments/create/', { contract_id: contractId, accomplishment: 0, overwrite_day_elapsed: 0 });
    expect(initial.statusCode).toBe(201);
    expect(initial.json()).toMatchObject({ id: 0, day: 0, date: '2023-12-31', accomplishment: 0 });
    expect((await get(office.viewer, `physical-accomplishments/contract/${contractId}`)).json()).toEqual([]);
    const nonZero = await post(office.inspector, 'physical-accomplishments/create/', { contract_id: contractId, accomplishment: 5, overwrite_day_elapsed: 0 });
    expect(nonZero.json().detail).toBe(messages.dayZeroOnlyZero);
    const otherDay = await post(office.inspector, 'physical-accomplishments/create/', { contract_id: contractId, accomplishment: 0, overwrite_day_elapsed: 3 });
    expect(otherDay.json().detail).toBe(messages.dayZeroOnly);
    expect((await post(office.viewer, 'physical-accomplishments/create/', { contract_id: contractId, accomplishment: 0, overwrite_day_elapsed: 0 })).statusCode).toBe(403);
  });

  apiTest('a viewer may not add, change or delete (403)', async ({ api, office }) => {
    const { post, put, del } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId);
    const { id } = (await post(office.inspector, 'physical-accomplishments/create/', node(contractId, '2024-02-01', 10))).json();
    const refused = await post(office.viewer, 'physical-accomplishments/create/', node(contractId, '2024-03-01', 20));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(refusalFor('physicalAccomplishment.create'));
    expect((await put(office.viewer, `physical-accomplishments/update/${id}/`, { accomplishment: 11 })).statusCode).toBe(403);
    expect((await del(office.viewer, `physical-accomplishments/delete/${id}`)).statusCode).toBe(403);
  });

  apiTest("answers 404 for another office's contract (also as contract_id in a body) and nodes", async ({ api, office, otherOffice }) => {
    const { get, post, put, del } = financeCalls(api);
    const theirContract = await insertContract(api, otherOffice.accountId);
    const theirs = (await post(otherOffice.inspector, 'physical-accomplishments/create/', node(theirContract, '2024-02-01', 10))).json();
    expect((await post(office.holder, 'physical-accomplishments/create/', node(theirContract, '2024-02-02', 10))).statusCode).toBe(404);
    expect(
      (await post(office.holder, 'physical-accomplishments/create/', { contract_id: theirContract, accomplishment: 0, overwrite_day_elapsed: 0 })).statusCode,
    ).toBe(404);
    expect((await get(office.holder, `physical-accomplishments/contract/${theirContract}`)).statusCode).toBe(404);
    expect((await get(office.holder, `physical-accomplishments/${theirs.id}`)).statusCode).toBe(404);
    expect((await put(office.holder, `physical-accomplishments/update/${theirs.id}/`, { accomplishment: 5 })).statusCode).toBe(404);
    expect((await del(office.holder, `physical-accomplishments/delete/${theirs.id}`)).statusCode).toBe(404);
    expect((await get(office.holder, 'physical-accomplishments/99999999999')).statusCode).toBe(404);
    expect((await post(office.holder, 'physical-accomplishments/create/', node(2 ** 40, '2024-02-02', 10))).statusCode).toBe(404);
  });

  apiTest('refuses bad input and every accomplishment rule of DOMAIN.md with 400, including a date inside a suspension', async ({ api, office }) => {
    const { post, put } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01' });
    const early = (await post(office.inspector, 'physical-accomplishments/create/', node(contractId, '2024-02-01', 20))).json();
    await post(office.inspector, 'physical-accomplishments/create/', node(contractId, '2024-03-01', 50));
    const suspension = await post(office.inspector, 'suspension-orders/create/', {
      contract_id: contractId,
      date_effective: '2024-03-10',
      reason: 'Right of way',
    });
    expect(suspension.statusCode).toBe(201);
    await post(office.inspector, 'resume-orders/create/', { suspension_order_id: suspension.json().id, date_effective: '2024-03-20' });
    const cases: [object, string][] = [
      [{ contract_id: contractId }, physicalScheduleMessages.accomplishmentRequired],
      [node(contractId, '2024-02-10', 100.01), physicalScheduleMessages.accomplishmentRange],
      [node(contractId, '2024-02-10', Number.MAX_VALUE), physicalScheduleMessages.accomplishmentRange],
      [node(contractId, '2099-01-01', 60), 'Accomplishment date 2099-01-01 is in the future'],
      [node(contractId, '2023-12-31', 0), 'Accomplishment date 2023-12-31 is before the contract effectivity date 2024-01-01.'],
      [node(contractId, '2024-02-01', 20), 'There is already an accomplishment node dated 2024-02-01.'],
      [node(contractId, '2024-02-10', 10), 'Accomplishment 10% is lower than the 20% of 2024-02-01; accomplishment is cumulative.'],
      [node(contractId, '2024-02-10', 60), 'Accomplishment 60% is higher than the 50% of 2024-03-01; accomplishment is cumulative.'],
      [node(contractId, '2024-03-10', 55), 'The accomplishment date 2024-03-10 falls within the suspension from 2024-03-10 to 2024-03-20'],
      [node(contractId, '2024-03-19', 55), 'falls within the suspension'],
      [{ ...node(contractId, '2024-02-10', 30), overwrite_as_of_date: '10/02/2024' }, 'As of date must be a date (YYYY-MM-DD).'],
    ];
    for (const [payload, detail] of cases) {
      const refused = await post(office.inspector, 'physical-accomplishments/create/', payload);
      expect(refused.statusCode, detail).toBe(400);
      expect(refused.json().detail).toContain(detail.replace(/\.$/, ''));
    }
    expect((await post(office.inspector, 'physical-accomplishments/create/', node(contractId, '2024-03-20', 55))).statusCode).toBe(201);
    const moved = await put(office.inspector, `physical-accomplishments/update/${early.id}/`, { as_of_date: '2024-03-12', accomplishment: 50 });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().detail).toMatch(/falls within the suspension/);
  });
});

describe('the one-day window and "today" (moving the app clock)', () => {
  apiTest('dates a node today in Manila; a project inspector may change it at +23 h, not at +25 h; admins always', async ({ api }) => {
    // 2026-03-01 17:00 UTC is 2026-03-02 01:00 in Manila.
    api.clock.set('2026-03-01T17:00:00Z');
    const office = await createOffice(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2026-01-01' });
    const { post, put, del } = financeCalls(api);
    const created = (await post(office.inspector, 'physical-accomplishments/create/', node(contractId, undefined, 10))).json();
    expect(created).toMatchObject({ date: '2026-03-02', day: 61, entry_date: '2026-03-01T17:00:00.000Z' });
    const second = (await post(office.inspector, 'physical-accomplishments/create/', node(contractId, '2026-02-01', 5))).json();

    api.clock.advance(23 * 3_600_000);
    const inspector = await signInAgain(api, office.inspector);
    expect((await put(inspector, `physical-accomplishments/update/${created.id}/`, { accomplishment: 11 })).statusCode).toBe(200);

    api.clock.advance(2 * 3_600_000);
    const late = await signInAgain(api, office.inspector);
    const refused = await put(late, `physical-accomplishments/update/${created.id}/`, { accomplishment: 12 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(messages.cannotEdit);
    const refusedDelete = await del(late, `physical-accomplishments/delete/${second.id}/`);
    expect(refusedDelete.statusCode).toBe(403);
    expect(refusedDelete.json().detail).toBe(messages.cannotDelete);

    const holder = await signInAgain(api, office.holder);
    expect((await put(holder, `physical-accomplishments/update/${created.id}/`, { accomplishment: 12 })).statusCode).toBe(200);
    await makeSuperuser(api, office.accountant);
    const superuser = await signInAgain(api, office.accountant);
    expect((await del(superuser, `physical-accomplishments/delete/${second.id}/`)).statusCode).toBe(204);
  });
});
