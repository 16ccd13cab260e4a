import { centavos, refusalFor } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import { createOffice, signInAgain } from './helpers/factories.js';
import { financeCalls, makeSuperuser } from './helpers/finance.js';
import { insertContract } from './helpers/records.js';

const WINDOW_MESSAGE = 'Cannot update or delete entries of more than one day old.';
const vo = (contractId: number, revised: number, extra: object = {}) => ({
  contract_id: contractId,
  date_effective: '2024-02-01',
  revised_amount: revised,
  remarks: 'Additional works',
  ...extra,
});

describe('variation orders', () => {
  apiTest('adds (201) with no warning, lists, reads, updates and deletes with PUT (204), logging each', async ({ api, office }) => {
    const { get, post, put } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { amount: centavos(1_000_000_00) });
    const created = await post(office.inspector, 'variation-orders/create/', vo(contractId, 1_050_000.25, { remarks: ' VO 1 ' }));
    expect(created.statusCode).toBe(201);
    const order = created.json();
    expect(order).toEqual({
      id: expect.any(Number),
      contract_id: contractId,
      date_effective: '2024-02-01',
      revised_amount: 1_050_000.25,
      remarks: 'VO 1',
      entry_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      warning: null,
    });
    const { warning: _warning, ...item } = order;
    expect((await get(office.viewer, `variation-orders/contract/${contractId}`)).json()).toEqual([item]);
    expect((await get(office.viewer, `variation-orders/${order.id}`)).json()).toEqual(item);

    const updated = await put(office.inspector, `variation-orders/update/${order.id}/`, { date_effective: '2024-02-02', revised_amount: 990_000, remarks: 'VO 1a' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...order, date_effective: '2024-02-02', revised_amount: 990_000, remarks: 'VO 1a' });

    const deleted = await put(office.inspector, `variation-orders/delete/${order.id}/`, {});
    expect(deleted.statusCode).toBe(204);
    expect((await get(office.viewer, `variation-orders/${order.id}`)).statusCode).toBe(404);
    const stream = (await get(office.holder, 'activity-stream/3')).json();
    expect(stream.map((line: { verb: string }) => line.verb)).toEqual([
      expect.stringMatching(/^Delete variation order Php 990,000.00 of contract/),
      expect.stringMatching(/^Update variation order Php 990,000.00 of contract/),
      expect.stringMatching(/^Add variation order Php 1,050,000.25 to contract/),
    ]);
  });

  apiTest('warns, without refusing, once the increases pass 10% of the original amount', async ({ api, office }) => {
    const { post, get } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { amount: centavos(1000_00) });
    expect((await post(office.holder, 'variation-orders/create/', vo(contractId, 1100))).json().warning).toBeNull();
    const over = await post(office.holder, 'variation-orders/create/', vo(contractId, 1100.01, { date_effective: '2024-03-01' }));
    expect(over.statusCode).toBe(201);
    expect(over.json().warning).toBe('The variation orders increase the contract by Php 100.01, more than 10% of the original amount of Php 1,000.00.');
    expect((await get(office.viewer, `variation-orders/contract/${contractId}`)).json()).toHaveLength(2);
  });

  apiTest('counts the additive orders in the 10% ceiling: a decrease between them does not offset the increases', async ({ api, office }) => {
    const { post } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { amount: centavos(1000_00) });
    expect((await post(office.holder, 'variation-orders/create/', vo(contractId, 1080))).json().warning).toBeNull();
    expect((await post(office.holder, 'variation-orders/create/', vo(contractId, 1000, { date_effective: '2024-03-01' }))).json().warning).toBeNull();
    // +80 then +50: 130 of increases, above the 100 ceiling, though the amount is only 50 above the original.
    const third = await post(office.holder, 'variation-orders/create/', vo(contractId, 1050, { date_effective: '2024-04-01' }));
    expect(third.statusCode).toBe(201);
    expect(third.json().warning).toBe('The variation orders increase the contract by Php 130.00, more than 10% of the original amount of Php 1,000.00.');
  });

  apiTest('refuses a revised amount below what is already billed, on add, update and delete', async ({ api, office }) => {
    const { post, put } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { amount: centavos(1000_00) });
    const raise = (await post(office.holder, 'variation-orders/create/', vo(contractId, 1200))).json();
    expect((await post(office.holder, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 1100, remarks: 'x', as_of_str: '2024-03-01' })).statusCode).toBe(201);
    const lower = await post(office.holder, 'variation-orders/create/', vo(contractId, 1099.99, { date_effective: '2024-04-01' }));
    expect(lower.statusCode).toBe(400);
    expect(lower.json().detail).toBe('The revised contract amount would be Php 1,099.99, below the Php 1,100.00 already billed. Correct the billings first.');
    // An earlier-dated order does not become the latest, so it may be lower.
    expect((await post(office.holder, 'variation-orders/create/', vo(contractId, 900, { date_effective: '2024-01-15' }))).statusCode).toBe(201);
    expect((await put(office.holder, `variation-orders/update/${raise.id}/`, { date_effective: '2024-02-01', revised_amount: 1000, remarks: 'x' })).statusCode).toBe(400);
    // Deleting the raise would leave the 900 order as the latest: below the billed 1,100.
    const removal = await put(office.holder, `variation-orders/delete/${raise.id}/`, {});
    expect(removal.statusCode).toBe(400);
    expect(removal.json().detail).toMatch(/below the Php 1,100.00 already billed/);
  });

  apiTest.for([
    ['date missing', { revised_amount: 1, remarks: 'x' }, 'date_effective'],
    ['amount missing', { date_effective: '2024-01-01', remarks: 'x' }, 'revised_amount'],
    ['remarks missing', { date_effective: '2024-01-01', revised_amount: 1 }, 'remarks'],
  ] as const)('refuses %s with the spec message (400)', async ([, fields, field], { api, office }) => {
    const contractId = await insertContract(api, office.accountId);
    const response = await financeCalls(api).post(office.holder, 'variation-orders/create/', { contract_id: contractId, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual(['This field is required.']);
  });

  apiTest('refuses hostile amounts (400)', async ({ api, office }) => {
    const contractId = await insertContract(api, office.accountId);
    const { post } = financeCalls(api);
    for (const revised_amount of [-1, 1.001, '1000', 1e300]) {
      expect((await post(office.holder, 'variation-orders/create/', vo(contractId, revised_amount as number))).statusCode).toBe(400);
    }
  });

  apiTest('lets admins and the project inspector add and change; refuses the accountant and the viewer', async ({ api, office }) => {
    const { post, put } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId);
    for (const user of [office.accountant, office.viewer]) {
      const refused = await post(user, 'variation-orders/create/', vo(contractId, 1));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(refusalFor('variationOrders.create'));
    }
    const order = (await post(office.holder, 'variation-orders/create/', vo(contractId, 1))).json();
    expect((await put(office.viewer, `variation-orders/update/${order.id}/`, { date_effective: '2024-01-01', revised_amount: 2, remarks: 'x' })).statusCode).toBe(403);
    expect((await put(office.accountant, `variation-orders/delete/${order.id}/`, {})).statusCode).toBe(403);
    await makeSuperuser(api, office.viewer);
    expect((await put(office.viewer, `variation-orders/delete/${order.id}/`, {})).statusCode).toBe(204);
  });

  apiTest("answers 404 for another office's contract and order, in paths and bodies", async ({ api, office, otherOffice }) => {
    const { get, post, put } = financeCalls(api);
    const theirContract = await insertContract(api, otherOffice.accountId);
    const theirs = (await post(otherOffice.holder, 'variation-orders/create/', vo(theirContract, 1))).json();
    expect((await get(office.viewer, `variation-orders/contract/${theirContract}`)).statusCode).toBe(404);
    expect((await get(office.viewer, `variation-orders/${theirs.id}`)).statusCode).toBe(404);
    expect((await post(office.holder, 'variation-orders/create/', vo(theirContract, 1))).statusCode).toBe(404);
    expect((await post(office.holder, 'variation-orders/create/', vo(2 ** 40, 1))).statusCode).toBe(404);
    expect((await put(office.holder, `variation-orders/update/${theirs.id}/`, { date_effective: '2024-01-01', revised_amount: 2, remarks: 'x' })).statusCode).toBe(404);
    expect((await put(office.holder, `variation-orders/delete/${theirs.id}/`, {})).statusCode).toBe(404);
    expect((await get(otherOffice.viewer, `variation-orders/${theirs.id}`)).statusCode).toBe(200);
  });
});

describe('the variation-order window (moving the app clock)', () => {
  apiTest('lets the inspector change at +23 h, refuses at +25 h; admins always can', async ({ api }) => {
    api.clock.set('2026-03-02T01:00:00Z');
    const office = await createOffice(api);
    const contractId = await insertContract(api, office.accountId);
    const { post, put } = financeCalls(api);
    const order = (await post(office.inspector, 'variation-orders/create/', vo(contractId, 10))).json();
    const second = (await post(office.inspector, 'variation-orders/create/', vo(contractId, 11))).json();
    const change = { date_effective: '2024-02-01', revised_amount: 12, remarks: 'x' };
    api.clock.advance(23 * 3_600_000);
    expect((await put(await signInAgain(api, office.inspector), `variation-orders/update/${order.id}/`, change)).statusCode).toBe(200);
    api.clock.advance(2 * 3_600_000);
    const late = await signInAgain(api, office.inspector);
    const refused = await put(late, `variation-orders/update/${order.id}/`, change);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(WINDOW_MESSAGE);
    expect((await put(late, `variation-orders/delete/${second.id}/`, {})).json().detail).toBe(WINDOW_MESSAGE);
    expect((await put(await signInAgain(api, office.holder), `variation-orders/delete/${second.id}/`, {})).statusCode).toBe(204);
  });
});
