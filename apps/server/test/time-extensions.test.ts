import { refusalFor, todayInManila } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import { financeCalls } from './helpers/finance.js';
import { insertContract } from './helpers/records.js';

const body = (contractId: number, extra: object = {}) => ({
  contract_id: contractId,
  number_of_days: 15,
  date_requested: '2024-02-01',
  date_approved: '2024-02-10',
  reason: 'Heavy rains',
  ...extra,
});

describe('approved time extensions', () => {
  apiTest('adds (201), lists, reads, updates and deletes (204); logging each', async ({ api, office }) => {
    const { get, post, put, del } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', duration: 100 });
    const created = await post(office.inspector, 'approved-time-extensions/create/', body(contractId, { reason: ' Heavy rains ' }));
    expect(created.statusCode).toBe(201);
    const extension = created.json();
    expect(extension).toEqual({
      id: expect.any(Number),
      contract: contractId,
      number_of_days: 15,
      date_requested: '2024-02-01',
      date_approved: '2024-02-10',
      reason: 'Heavy rains',
      created_on: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_on: extension.created_on,
    });
    expect((await get(office.viewer, `approved-time-extensions/contract/${contractId}`)).json()).toEqual([extension]);
    expect((await get(office.viewer, `approved-time-extensions/${extension.id}`)).json()).toEqual(extension);

    const updated = await put(office.accountant, `approved-time-extensions/update/${extension.id}/`, {
      number_of_days: 20,
      date_requested: '2024-02-01',
      date_approved: '2024-02-01',
      reason: 'Typhoon',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: extension.id, number_of_days: 20, date_approved: '2024-02-01', reason: 'Typhoon', created_on: extension.created_on });

    expect((await del(office.holder, `approved-time-extensions/delete/${extension.id}/`)).statusCode).toBe(204);
    expect((await get(office.viewer, `approved-time-extensions/${extension.id}`)).statusCode).toBe(404);
    const stream = (await get(office.holder, 'activity-stream/3')).json();
    expect(stream.map((line: { verb: string }) => line.verb)).toEqual([
      expect.stringMatching(/^Delete time extension of 20 days of contract/),
      expect.stringMatching(/^Update time extension of 20 days of contract/),
      expect.stringMatching(/^Add time extension of 15 days to contract/),
    ]);
  });

  apiTest.for([
    ['date requested missing', { date_requested: undefined }, 'date_requested', 'Date requested is required.'],
    ['date approved missing', { date_approved: undefined }, 'date_approved', 'Date approved is required.'],
    ['number of days missing', { number_of_days: undefined }, 'number_of_days', 'Number of days is required.'],
    ['zero days (the default of the form)', { number_of_days: 0 }, 'number_of_days', 'Number of days must be at least 1.'],
    ['fractional days', { number_of_days: 1.5 }, 'number_of_days', 'Number of days must be a whole number.'],
    ['absurd days', { number_of_days: 2 ** 40 }, 'number_of_days', 'Number of days must be at most 36500.'],
    ['reason missing', { reason: undefined }, 'reason', 'Reason is required.'],
    ['reason blank', { reason: '  ' }, 'reason', 'Reason is required.'],
    ['approval before the request', { date_requested: '2024-02-11' }, 'date_approved', 'The date approved cannot be before the date requested.'],
    ['approval in the future', { date_approved: '2999-01-01' }, 'date_approved', 'The date approved cannot be in the future: enter an extension once it is approved.'],
  ] as const)('refuses %s (400)', async ([, fields, field, message], { api, office }) => {
    const contractId = await insertContract(api, office.accountId);
    const response = await financeCalls(api).post(office.holder, 'approved-time-extensions/create/', body(contractId, fields));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
  });

  apiTest('accepts an approval dated today', async ({ api, office }) => {
    const contractId = await insertContract(api, office.accountId);
    const today = todayInManila();
    const response = await financeCalls(api).post(office.holder, 'approved-time-extensions/create/', body(contractId, { date_requested: today, date_approved: today }));
    expect(response.statusCode).toBe(201);
  });

  apiTest('refuses the viewer (403)', async ({ api, office }) => {
    const { post, put, del } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId);
    const refused = await post(office.viewer, 'approved-time-extensions/create/', body(contractId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(refusalFor('timeExtensions.write'));
    const extension = (await post(office.holder, 'approved-time-extensions/create/', body(contractId))).json();
    const { contract_id: _contractId, ...update } = body(contractId);
    expect((await put(office.viewer, `approved-time-extensions/update/${extension.id}/`, update)).statusCode).toBe(403);
    expect((await del(office.viewer, `approved-time-extensions/delete/${extension.id}/`)).statusCode).toBe(403);
  });

  apiTest("answers 404 for another office's contract and extension, in paths and bodies", async ({ api, office, otherOffice }) => {
    const { get, post, put, del } = financeCalls(api);
    const theirContract = await insertContract(api, otherOffice.accountId);
    const theirs = (await post(otherOffice.holder, 'approved-time-extensions/create/', body(theirContract))).json();
    const { contract_id: _contractId, ...update } = body(theirContract);
    expect((await get(office.viewer, `approved-time-extensions/contract/${theirContract}`)).statusCode).toBe(404);
    expect((await get(office.viewer, `approved-time-extensions/${theirs.id}`)).statusCode).toBe(404);
    expect((await post(office.holder, 'approved-time-extensions/create/', body(theirContract))).statusCode).toBe(404);
    expect((await post(office.holder, 'approved-time-extensions/create/', body(2 ** 40))).statusCode).toBe(404);
    expect((await put(office.holder, `approved-time-extensions/update/${theirs.id}/`, update)).statusCode).toBe(404);
    expect((await del(office.holder, `approved-time-extensions/delete/${theirs.id}/`)).statusCode).toBe(404);
    expect((await get(otherOffice.viewer, `approved-time-extensions/${theirs.id}`)).statusCode).toBe(200);
  });
});
