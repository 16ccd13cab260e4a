import { centavos, refusalFor, todayInManila } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import { createOffice, login, signInAgain } from './helpers/factories.js';
import { financeCalls, makeSuperuser } from './helpers/finance.js';
import { insertContract } from './helpers/records.js';
import { setAccountActive } from '../src/cli/admin-commands.js';

const WINDOW_MESSAGE = 'Accomplishment cannot be edited after one day from input.';

describe('billings (financial accomplishments)', () => {
  apiTest('adds (201), lists with cumulative percent and day elapsed, reads, updates and deletes (204), logging each', async ({ api, office }) => {
    const { get, post, put, del } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', amount: centavos(1_000_000_00) });
    const created = await post(office.accountant, 'financial-accomplishments/create/', {
      contract_id: contractId,
      billing_amount: 250000.5,
      remarks: ' First billing ',
      as_of_str: '2024-02-19',
    });
    expect(created.statusCode).toBe(201);
    const first = created.json();
    expect(first).toEqual({
      id: expect.any(Number),
      contract_id: contractId,
      billing_date: '2024-02-19',
      billing_amount: 250000.5,
      percent_accomplishment: 25.00005,
      day: 50,
      remarks: 'First billing',
      entry_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // Without as_of_str the billing is dated today in Manila.
    const second = (await post(office.holder, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 249999.5, remarks: 'Second' })).json();
    expect(second.billing_date).toBe(todayInManila());
    expect(second.percent_accomplishment).toBe(50);

    expect((await get(office.viewer, `financial-accomplishments/contract/${contractId}`)).json()).toEqual([first, second]);
    expect((await get(office.viewer, `financial-accomplishments/${first.id}`)).json()).toEqual(first);

    const updated = await put(office.accountant, `financial-accomplishments/update/${first.id}/`, { billing_amount: 100000, remarks: 'Corrected' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...first, billing_amount: 100000, percent_accomplishment: 10, remarks: 'Corrected' });

    expect((await del(office.holder, `financial-accomplishments/delete/${first.id}/`)).statusCode).toBe(204);
    expect((await get(office.viewer, `financial-accomplishments/${first.id}`)).statusCode).toBe(404);
    expect((await get(office.viewer, `financial-accomplishments/contract/${contractId}`)).json()).toEqual([
      { ...second, percent_accomplishment: expect.closeTo(24.99995, 9) },
    ]);
    const stream = (await get(office.holder, 'activity-stream/4')).json();
    expect(stream.map((item: { verb: string }) => item.verb)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Delete billing Php 100,000.00 of contract/), expect.stringMatching(/^Add billing Php 250,000.50/)]),
    );
  });

  apiTest('reads the percent against the revised amount of the latest variation order', async ({ api, office }) => {
    const { get, post } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { amount: centavos(1000_00) });
    expect((await post(office.holder, 'variation-orders/create/', { contract_id: contractId, date_effective: '2024-01-10', revised_amount: 1050, remarks: 'VO 1' })).statusCode).toBe(201);
    const billing = (await post(office.accountant, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 525, remarks: 'x', as_of_str: '2024-02-01' })).json();
    expect(billing.percent_accomplishment).toBe(50);
    expect((await get(office.viewer, `financial-accomplishments/contract/${contractId}`)).json()[0].percent_accomplishment).toBe(50);
  });

  apiTest('reads each billing against the revised amount in force on its date: a later variation order leaves an earlier billing as it was', async ({ api, office }) => {
    const { get, post } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', amount: centavos(1000_00) });
    const before = (await post(office.accountant, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 300, remarks: 'x', as_of_str: '2024-02-01' })).json();
    expect(before.percent_accomplishment).toBe(30);
    expect((await post(office.holder, 'variation-orders/create/', { contract_id: contractId, date_effective: '2024-03-01', revised_amount: 1200, remarks: 'VO 1' })).statusCode).toBe(201);
    expect((await post(office.accountant, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 300, remarks: 'y', as_of_str: '2024-03-15' })).statusCode).toBe(201);
    const rows = (await get(office.viewer, `financial-accomplishments/contract/${contractId}`)).json();
    // 300 of 1,000 in February; 600 of 1,200 once the order is in force.
    expect(rows.map((row: { percent_accomplishment: number }) => row.percent_accomplishment)).toEqual([30, 50]);
  });

  apiTest('refuses over-billing the revised contract amount, stating what is left; an update gives its own amount back', async ({ api, office }) => {
    const { post, put } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { amount: centavos(1000_00) });
    const first = (await post(office.accountant, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 600, remarks: 'x', as_of_str: '2024-02-01' })).json();
    const over = await post(office.accountant, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 400.01, remarks: 'x', as_of_str: '2024-02-02' });
    expect(over.statusCode).toBe(400);
    expect(over.json().detail).toBe(
      'This billing would bring the total billed to Php 1,000.01, above the revised contract amount of Php 1,000.00 (at most Php 400.00 can still be billed).',
    );
    expect((await put(office.accountant, `financial-accomplishments/update/${first.id}/`, { billing_amount: 1000, remarks: 'x' })).statusCode).toBe(200);
    expect((await put(office.accountant, `financial-accomplishments/update/${first.id}/`, { billing_amount: 1000.01, remarks: 'x' })).statusCode).toBe(400);
  });

  apiTest('refuses a billing date in the future or before the effectivity', async ({ api, office }) => {
    const { post } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01' });
    const before = await post(office.accountant, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 1, remarks: 'x', as_of_str: '2023-12-31' });
    expect(before.statusCode).toBe(400);
    expect(before.json().errors.as_of_str).toEqual(['The billing date (As Of) cannot be before the contract effectivity date, 2024-01-01.']);
    const future = await post(office.accountant, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 1, remarks: 'x', as_of_str: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().detail).toBe('The billing date (As Of) cannot be in the future.');
  });

  apiTest.for([
    ['amount missing', { remarks: 'x' }, 'billing_amount', 'Billing amount is required.'],
    ['remarks missing', { billing_amount: 1 }, 'remarks', 'Remarks about the billing is required.'],
    ['remarks blank', { billing_amount: 1, remarks: '   ' }, 'remarks', 'Remarks about the billing is required.'],
    ['a zero amount', { billing_amount: 0, remarks: 'x' }, 'billing_amount', 'Billing amount must be more than zero.'],
    ['three decimals', { billing_amount: 1.005, remarks: 'x' }, 'billing_amount', 'Billing amount must have at most 2 decimal places.'],
    ['a huge amount', { billing_amount: 1e300, remarks: 'x' }, 'billing_amount', 'Billing amount is too large.'],
    ['an impossible date', { billing_amount: 1, remarks: 'x', as_of_str: '2024-02-30' }, 'as_of_str', 'As Of must be a date (YYYY-MM-DD).'],
  ] as const)('refuses %s (400)', async ([, fields, field, message], { api, office }) => {
    const contractId = await insertContract(api, office.accountId);
    const response = await financeCalls(api).post(office.accountant, 'financial-accomplishments/create/', { contract_id: contractId, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
  });

  apiTest('lets every role but the viewer add; only admins delete', async ({ api, office }) => {
    const { post, del } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId);
    const refused = await post(office.viewer, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 1, remarks: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(refusalFor('billings.create'));
    const billing = (await post(office.inspector, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 1, remarks: 'x' })).json();
    for (const user of [office.inspector, office.accountant, office.viewer]) {
      const response = await del(user, `financial-accomplishments/delete/${billing.id}/`);
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('Only an admin can delete billings.');
    }
    await makeSuperuser(api, office.viewer);
    expect((await del(office.viewer, `financial-accomplishments/delete/${billing.id}/`)).statusCode).toBe(204);
  });

  apiTest('lets concurrent billings never exceed the revised contract amount', async ({ api, office }) => {
    const { get, post } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { amount: centavos(100_00) });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(office.accountant, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 60, remarks: 'x', as_of_str: '2024-02-01' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400]);
    expect((await get(office.viewer, `financial-accomplishments/contract/${contractId}`)).json()).toHaveLength(1);
  });

  apiTest('needs an active account, for reading too (spec 3 §2)', async ({ api, office }) => {
    const contractId = await insertContract(api, office.accountId);
    await setAccountActive(api.db, office.accountId, false);
    const holder = { ...office.holder, ...(await login(api, office.holder.username, office.holder.password)) };
    const { get, post } = financeCalls(api);
    expect((await get(holder, `financial-accomplishments/contract/${contractId}`)).statusCode).toBe(403);
    expect((await get(holder, `approved-time-extensions/contract/${contractId}`)).statusCode).toBe(403);
    expect((await post(holder, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 1, remarks: 'x' })).statusCode).toBe(403);
    expect((await get(holder, `variation-orders/contract/${contractId}`)).statusCode).toBe(200);
    expect((await post(holder, 'variation-orders/create/', { contract_id: contractId, date_effective: '2024-01-02', revised_amount: 1, remarks: 'x' })).statusCode).toBe(403);
  });

  apiTest("answers 404 for another office's contract and billing, in paths and bodies", async ({ api, office, otherOffice }) => {
    const { get, post, put, del } = financeCalls(api);
    const theirContract = await insertContract(api, otherOffice.accountId);
    const theirs = (await post(otherOffice.holder, 'financial-accomplishments/create/', { contract_id: theirContract, billing_amount: 1, remarks: 'x' })).json();
    expect((await get(office.viewer, `financial-accomplishments/contract/${theirContract}`)).statusCode).toBe(404);
    expect((await get(office.viewer, `financial-accomplishments/${theirs.id}`)).statusCode).toBe(404);
    expect((await post(office.holder, 'financial-accomplishments/create/', { contract_id: theirContract, billing_amount: 1, remarks: 'x' })).statusCode).toBe(404);
    expect((await put(office.holder, `financial-accomplishments/update/${theirs.id}/`, { billing_amount: 2, remarks: 'x' })).statusCode).toBe(404);
    expect((await del(office.holder, `financial-accomplishments/delete/${theirs.id}/`)).statusCode).toBe(404);
    expect((await del(office.accountant, `financial-accomplishments/delete/${theirs.id}/`)).statusCode).toBe(404);
    expect((await post(office.holder, 'financial-accomplishments/create/', { contract_id: 2 ** 40, billing_amount: 1, remarks: 'x' })).statusCode).toBe(404);
    expect((await get(office.viewer, 'financial-accomplishments/contract/abc')).statusCode).toBe(404);
    expect((await get(otherOffice.viewer, `financial-accomplishments/${theirs.id}`)).statusCode).toBe(200);
  });
});

describe('the billing window (moving the app clock)', () => {
  apiTest('lets an inspector update at +23 h, refuses at +25 h with the spec message; admins always can', async ({ api }) => {
    api.clock.set('2026-03-02T01:00:00Z');
    const office = await createOffice(api);
    const contractId = await insertContract(api, office.accountId);
    const { post, put } = financeCalls(api);
    const billing = (await post(office.inspector, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 10, remarks: 'x' })).json();
    expect(billing.entry_date).toBe('2026-03-02T01:00:00.000Z');
    expect(billing.billing_date).toBe('2026-03-02');

    api.clock.advance(23 * 3_600_000);
    expect((await put(await signInAgain(api, office.inspector), `financial-accomplishments/update/${billing.id}/`, { billing_amount: 11, remarks: 'x' })).statusCode).toBe(200);

    api.clock.advance(2 * 3_600_000);
    const refused = await put(await signInAgain(api, office.inspector), `financial-accomplishments/update/${billing.id}/`, { billing_amount: 12, remarks: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(WINDOW_MESSAGE);
    expect((await put(await signInAgain(api, office.holder), `financial-accomplishments/update/${billing.id}/`, { billing_amount: 12, remarks: 'x' })).statusCode).toBe(200);
  });
});
