import { refusalFor } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import { createOffice, signInAgain, unique, type Office } from './helpers/factories.js';
import { financeCalls, makeSuperuser } from './helpers/finance.js';
import { insertContract } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

const WINDOW_MESSAGE = 'Cannot update or delete entries of more than one day old.';

async function addName(api: TestApp, office: Office, name = `Canal lining ${unique()}`) {
  const response = await financeCalls(api).post(office.holder, 'physical-features/names/create/', { name, description: 'Concrete canal lining', unit: 'l.m.' });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; name: string; description: string; unit: string };
}

const entry = (contractId: number, nameId: number, date: string, quantity: number) => ({
  contract_id: contractId,
  physical_feature_name_id: nameId,
  accomplishment_date: date,
  quantity,
});

describe('physical feature names', () => {
  apiTest('adds (201), lists, reads, updates, refuses duplicates and deletes (204)', async ({ api, office }) => {
    const { get, put, del, post } = financeCalls(api);
    const name = await addName(api, office, 'Turnout');
    expect(name).toEqual({ id: expect.any(Number), name: 'Turnout', description: 'Concrete canal lining', unit: 'l.m.' });
    expect((await get(office.viewer, 'physical-features/names/')).json()).toEqual([name]);
    expect((await get(office.viewer, `physical-features/names/${name.id}`)).json()).toEqual(name);
    const duplicate = await post(office.inspector, 'physical-features/names/create/', { name: 'TURNOUT', description: 'x', unit: 'pc' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors.name).toEqual(['A physical feature with this name already exists.']);
    const updated = await put(office.inspector, `physical-features/names/update/${name.id}/`, { name: 'Turnouts', description: 'Farm turnouts', unit: 'pcs' });
    expect(updated.json()).toEqual({ id: name.id, name: 'Turnouts', description: 'Farm turnouts', unit: 'pcs' });
    expect((await del(office.holder, `physical-features/names/delete/${name.id}/`)).statusCode).toBe(204);
    expect((await get(office.viewer, `physical-features/names/${name.id}`)).statusCode).toBe(404);
  });

  apiTest.for([
    ['name', { description: 'd', unit: 'u' }, 'Name is required.'],
    ['description', { name: 'n', unit: 'u' }, 'Description is required.'],
    ['unit', { name: 'n', description: 'd' }, 'Unit is required.'],
  ] as const)('refuses a missing %s (400)', async ([field, payload, message], { api, office }) => {
    const response = await financeCalls(api).post(office.holder, 'physical-features/names/create/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });

  apiTest('refuses deleting a name in use (400) and writes by the accountant and viewer (403)', async ({ api, office }) => {
    const { post, del } = financeCalls(api);
    const name = await addName(api, office);
    const contractId = await insertContract(api, office.accountId);
    expect((await post(office.accountant, 'physical-features/features/create/', entry(contractId, name.id, '2024-02-01', 5))).statusCode).toBe(201);
    const inUse = await del(office.holder, `physical-features/names/delete/${name.id}/`);
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().detail).toBe('This physical feature has accomplishments entered on contracts. Delete those entries first.');
    for (const user of [office.accountant, office.viewer]) {
      const refused = await post(user, 'physical-features/names/create/', { name: 'x', description: 'y', unit: 'z' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(refusalFor('featureNames.write'));
    }
  });
});

describe('feature accomplishments', () => {
  apiTest('adds (201), summarises per contract as of today, lists, reads, updates and deletes (204), logging', async ({ api, office }) => {
    const { get, post, put, del } = financeCalls(api);
    const name = await addName(api, office);
    const unused = await addName(api, office);
    const contractId = await insertContract(api, office.accountId);
    const first = await post(office.inspector, 'physical-features/features/create/', entry(contractId, name.id, '2024-02-01', 120.5));
    expect(first.statusCode).toBe(201);
    const a = first.json();
    expect(a).toEqual({
      id: expect.any(Number),
      contract_id: contractId,
      physical_feature_name_id: name.id,
      accomplishment_date: '2024-02-01',
      quantity: 120.5,
      entry_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const b = (await post(office.inspector, 'physical-features/features/create/', entry(contractId, name.id, '2024-03-01', 300.1234))).json();
    expect((await get(office.viewer, `physical-features/features/contract/${contractId}`)).json()).toEqual([
      { name_id: name.id, name: name.name, description: name.description, quantity: 300.1234, unit: 'l.m.' },
    ]);
    expect((await get(office.viewer, `physical-features/features/contract/${contractId}/feature-name/${name.id}`)).json()).toEqual([a, b]);
    expect((await get(office.viewer, `physical-features/features/contract/${contractId}/feature-name/${unused.id}`)).json()).toEqual([]);
    expect((await get(office.viewer, `physical-features/features/accomplishment/contract/${contractId}/feature-name/${name.id}`)).json()).toBe(300.1234);
    expect((await get(office.viewer, `physical-features/features/accomplishment/contract/${contractId}/feature-name/${unused.id}`)).json()).toBe(0);
    expect((await get(office.viewer, `physical-features/features/${a.id}`)).json()).toEqual(a);

    const updated = await put(office.inspector, `physical-features/features/update/${b.id}/`, { quantity: 310 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...b, quantity: 310 });
    expect((await del(office.inspector, `physical-features/features/delete/${b.id}/`)).statusCode).toBe(204);
    expect((await get(office.viewer, `physical-features/features/accomplishment/contract/${contractId}/feature-name/${name.id}`)).json()).toBe(120.5);
    const stream = (await get(office.holder, 'activity-stream/2')).json();
    expect(stream.map((line: { verb: string }) => line.verb)).toEqual([
      expect.stringMatching(/^Delete .* entry of 2024-03-01 of contract/),
      expect.stringMatching(/^Update .* to 310 l\.m\.$/),
    ]);
  });

  apiTest('refuses a decreasing quantity, a second entry on one date, a future date and bad quantities (400)', async ({ api, office }) => {
    const { post, put } = financeCalls(api);
    const name = await addName(api, office);
    const contractId = await insertContract(api, office.accountId);
    const early = (await post(office.holder, 'physical-features/features/create/', entry(contractId, name.id, '2024-02-01', 100))).json();
    (await post(office.holder, 'physical-features/features/create/', entry(contractId, name.id, '2024-04-01', 200))).json();
    const lower = await post(office.holder, 'physical-features/features/create/', entry(contractId, name.id, '2024-03-01', 99));
    expect(lower.statusCode).toBe(400);
    expect(lower.json().detail).toBe('Quantity 99 is lower than the 100 entered for 2024-02-01; quantities are cumulative.');
    const higher = await put(office.holder, `physical-features/features/update/${early.id}/`, { quantity: 201 });
    expect(higher.statusCode).toBe(400);
    expect(higher.json().detail).toBe('Quantity 201 is higher than the 200 entered for the later date 2024-04-01; quantities are cumulative.');
    const sameDate = await post(office.holder, 'physical-features/features/create/', entry(contractId, name.id, '2024-02-01', 150));
    expect(sameDate.statusCode).toBe(400);
    expect(sameDate.json().errors.accomplishment_date).toEqual(['A quantity is already entered for this feature on 2024-02-01; update that entry instead.']);
    const future = await post(office.holder, 'physical-features/features/create/', entry(contractId, name.id, '2999-01-01', 500));
    expect(future.json().detail).toBe('The accomplishment date cannot be in the future.');
    for (const [quantity, message] of [
      [1.23456, 'Quantity must have at most 4 decimal places.'],
      [1e15, 'Quantity must be less than 1,000,000,000,000.'],
      [-1, 'Quantity must not be negative.'],
      ['12', 'Quantity must be a number.'],
      [null, 'Quantity is required.'],
    ] as const) {
      const response = await post(office.holder, 'physical-features/features/create/', entry(contractId, name.id, '2024-05-01', quantity as number));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.quantity).toEqual([message]);
    }
    const missingDate = await post(office.holder, 'physical-features/features/create/', { contract_id: contractId, physical_feature_name_id: name.id, quantity: 1 });
    expect(missingDate.json().errors.accomplishment_date).toEqual(['Accomplishment date is required.']);
  });

  apiTest('refuses the viewer (403)', async ({ api, office }) => {
    const { post, put, del } = financeCalls(api);
    const name = await addName(api, office);
    const contractId = await insertContract(api, office.accountId);
    const refused = await post(office.viewer, 'physical-features/features/create/', entry(contractId, name.id, '2024-02-01', 1));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(refusalFor('features.write'));
    const made = (await post(office.holder, 'physical-features/features/create/', entry(contractId, name.id, '2024-02-01', 1))).json();
    expect((await put(office.viewer, `physical-features/features/update/${made.id}/`, { quantity: 2 })).statusCode).toBe(403);
    expect((await del(office.viewer, `physical-features/features/delete/${made.id}/`)).statusCode).toBe(403);
  });

  apiTest("answers 404 for another office's contract, name and entry, in paths and bodies", async ({ api, office, otherOffice }) => {
    const { get, post, put, del } = financeCalls(api);
    const mine = await addName(api, office);
    const myContract = await insertContract(api, office.accountId);
    const theirName = await addName(api, otherOffice);
    const theirContract = await insertContract(api, otherOffice.accountId);
    const theirs = (await post(otherOffice.holder, 'physical-features/features/create/', entry(theirContract, theirName.id, '2024-02-01', 1))).json();
    expect((await get(office.viewer, `physical-features/names/${theirName.id}`)).statusCode).toBe(404);
    expect((await put(office.holder, `physical-features/names/update/${theirName.id}/`, { name: 'x', description: 'y', unit: 'z' })).statusCode).toBe(404);
    expect((await del(office.holder, `physical-features/names/delete/${theirName.id}/`)).statusCode).toBe(404);
    expect((await get(office.viewer, `physical-features/features/contract/${theirContract}`)).statusCode).toBe(404);
    expect((await get(office.viewer, `physical-features/features/contract/${myContract}/feature-name/${theirName.id}`)).statusCode).toBe(404);
    expect((await get(office.viewer, `physical-features/features/accomplishment/contract/${theirContract}/feature-name/${mine.id}`)).statusCode).toBe(404);
    expect((await get(office.viewer, `physical-features/features/${theirs.id}`)).statusCode).toBe(404);
    expect((await post(office.holder, 'physical-features/features/create/', entry(myContract, theirName.id, '2024-02-01', 1))).statusCode).toBe(404);
    expect((await post(office.holder, 'physical-features/features/create/', entry(theirContract, mine.id, '2024-02-01', 1))).statusCode).toBe(404);
    expect((await post(office.holder, 'physical-features/features/create/', entry(myContract, 2 ** 40, '2024-02-01', 1))).statusCode).toBe(404);
    expect((await put(office.holder, `physical-features/features/update/${theirs.id}/`, { quantity: 2 })).statusCode).toBe(404);
    expect((await del(office.holder, `physical-features/features/delete/${theirs.id}/`)).statusCode).toBe(404);
    expect((await get(otherOffice.viewer, `physical-features/features/${theirs.id}`)).statusCode).toBe(200);
  });
});

describe('the feature window (moving the app clock)', () => {
  apiTest('lets the accountant change at +23 h, refuses at +25 h; admins always can', async ({ api }) => {
    api.clock.set('2026-03-02T01:00:00Z');
    const office = await createOffice(api);
    const contractId = await insertContract(api, office.accountId);
    const name = await addName(api, office);
    const { post, put, del } = financeCalls(api);
    const made = (await post(office.accountant, 'physical-features/features/create/', entry(contractId, name.id, '2024-02-01', 1))).json();
    api.clock.advance(23 * 3_600_000);
    expect((await put(await signInAgain(api, office.accountant), `physical-features/features/update/${made.id}/`, { quantity: 2 })).statusCode).toBe(200);
    api.clock.advance(2 * 3_600_000);
    const late = await signInAgain(api, office.accountant);
    const refused = await put(late, `physical-features/features/update/${made.id}/`, { quantity: 3 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(WINDOW_MESSAGE);
    expect((await del(late, `physical-features/features/delete/${made.id}/`)).json().detail).toBe(WINDOW_MESSAGE);
    await makeSuperuser(api, office.viewer);
    expect((await put(await signInAgain(api, office.viewer), `physical-features/features/update/${made.id}/`, { quantity: 3 })).statusCode).toBe(200);
    expect((await del(await signInAgain(api, office.holder), `physical-features/features/delete/${made.id}/`)).statusCode).toBe(204);
  });
});
