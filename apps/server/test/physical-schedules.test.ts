import { physicalScheduleMessages as messages, refusalFor } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { latestActivity } from './helpers/activity.js';
import { apiTest } from './helpers/api-test.js';
import { financeCalls } from './helpers/finance.js';
import { insertContract } from './helpers/records.js';

const node = (contractId: number, date: string, accomplishment: number) => ({ contract_id: contractId, date_effective: date, accomplishment });

describe('physical schedules', () => {
  apiTest('admins add (201), read, list, update and delete (204) nodes; day is days elapsed; each write is logged', async ({ api, office }) => {
    const { get, post, put, del } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', contractNumber: `PS-${office.accountId}` });
    const created = await post(office.holder, 'physical-schedules/create/', node(contractId, '2024-02-19', 40));
    expect(created.statusCode).toBe(201);
    const first = created.json();
    expect(first).toEqual({ id: expect.any(Number), day: 50, date: '2024-02-19', accomplishment: 40, contract: contractId });
    // Future dates are allowed in a schedule, up to ten years after the original expiry (2024-04-09).
    const last = (await post(office.holder, 'physical-schedules/create', node(contractId, '2034-04-09', 100.5 - 0.5))).json();
    expect(last.accomplishment).toBe(100);

    expect((await get(office.viewer, `physical-schedules/${first.id}/`)).json()).toEqual(first);
    expect((await get(office.viewer, `physical-schedules/contract/${contractId}`)).json()).toEqual([first, last]);

    const updated = await put(office.holder, `physical-schedules/update/${first.id}/`, { as_of_date: '2024-01-31', accomplishment: 24.125 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...first, day: 31, date: '2024-01-31', accomplishment: 24.125 });
    // Without as_of_date the node keeps its date.
    expect((await put(office.holder, `physical-schedules/update/${first.id}`, { accomplishment: 25 })).json().date).toBe('2024-01-31');

    expect((await del(office.holder, `physical-schedules/delete/${first.id}`)).statusCode).toBe(204);
    expect((await get(office.viewer, `physical-schedules/${first.id}`)).statusCode).toBe(404);

    expect(await latestActivity(api, office.holder, 4)).toEqual([
      `Delete physical schedule node: PS-${office.accountId} 2024-01-31 25%`,
      `Update physical schedule node: PS-${office.accountId} 2024-01-31 25%`,
      `Update physical schedule node: PS-${office.accountId} 2024-01-31 24.125%`,
      `Add physical schedule node: PS-${office.accountId} 2034-04-09 100%`,
    ]);
  });

  apiTest('only admins write (403 with the refusal); a super user may', async ({ api, office }) => {
    const { post, put, del } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId);
    const { id } = (await post(office.holder, 'physical-schedules/create/', node(contractId, '2024-02-01', 10))).json();
    for (const user of [office.inspector, office.accountant, office.viewer]) {
      const refused = await post(user, 'physical-schedules/create/', node(contractId, '2024-03-01', 20));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(refusalFor('physicalSchedule.write'));
      expect((await put(user, `physical-schedules/update/${id}/`, { accomplishment: 11 })).statusCode).toBe(403);
      expect((await del(user, `physical-schedules/delete/${id}`)).statusCode).toBe(403);
    }
  });

  apiTest("answers 404 for another office's contract (also as contract_id in a body) and nodes", async ({ api, office, otherOffice }) => {
    const { get, post, put, del } = financeCalls(api);
    const theirContract = await insertContract(api, otherOffice.accountId);
    const theirs = (await post(otherOffice.holder, 'physical-schedules/create/', node(theirContract, '2024-02-01', 10))).json();
    expect((await post(office.holder, 'physical-schedules/create/', node(theirContract, '2024-02-02', 10))).statusCode).toBe(404);
    expect((await get(office.holder, `physical-schedules/contract/${theirContract}`)).statusCode).toBe(404);
    expect((await get(office.holder, `physical-schedules/${theirs.id}`)).statusCode).toBe(404);
    expect((await put(office.holder, `physical-schedules/update/${theirs.id}/`, { accomplishment: 5 })).statusCode).toBe(404);
    expect((await del(office.holder, `physical-schedules/delete/${theirs.id}`)).statusCode).toBe(404);
    expect((await get(otherOffice.holder, `physical-schedules/${theirs.id}`)).statusCode).toBe(200);
    for (const id of ['abc', '0', '99999999999', '-1']) {
      expect((await get(office.holder, `physical-schedules/${id}`)).statusCode).toBe(404);
      expect((await get(office.holder, `physical-schedules/contract/${id}`)).statusCode).toBe(404);
    }
    expect((await post(office.holder, 'physical-schedules/create/', node(99_999_999_999, '2024-02-02', 10))).statusCode).toBe(404);
  });

  apiTest('refuses bad input and every schedule rule of DOMAIN.md with 400', async ({ api, office }) => {
    const { post, put } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01' });
    const early = (await post(office.holder, 'physical-schedules/create/', node(contractId, '2024-02-01', 20))).json();
    await post(office.holder, 'physical-schedules/create/', node(contractId, '2024-03-01', 50));
    const cases: [object, string][] = [
      [{ contract_id: contractId, date_effective: '2024-02-10' }, messages.accomplishmentRequired],
      [node(contractId, '2024-02-10', 101), messages.accomplishmentRange],
      [node(contractId, '2024-02-10', -1), messages.accomplishmentRange],
      [node(contractId, '2024-02-10', 12.123456), messages.accomplishmentDecimals],
      [{ ...node(contractId, '2024-02-10', 30), accomplishment: '30' }, messages.accomplishmentNotANumber],
      [{ contract_id: contractId, accomplishment: 30 }, messages.dateRequired],
      [node(contractId, '2024-02-30', 30), 'Date effective must be a date (YYYY-MM-DD).'],
      [{ ...node(contractId, '2024-02-10', 30), contract_id: 'x' }, 'Contract must be a number.'],
      [node(contractId, '2023-12-31', 0), 'Schedule date 2023-12-31 is before the contract effectivity date 2024-01-01.'],
      [node(contractId, '2024-02-01', 20), 'There is already a schedule node dated 2024-02-01.'],
      [node(contractId, '2024-02-10', 10), 'Schedule 10% is lower than the 20% of 2024-02-01; schedule is cumulative.'],
      [node(contractId, '2024-02-10', 60), 'Schedule 60% is higher than the 50% of 2024-03-01; schedule is cumulative.'],
    ];
    for (const [payload, detail] of cases) {
      const refused = await post(office.holder, 'physical-schedules/create/', payload);
      expect(refused.statusCode, detail).toBe(400);
      expect(refused.json().detail).toContain(detail.replace(/\.$/, ''));
    }
    const moved = await put(office.holder, `physical-schedules/update/${early.id}/`, { as_of_date: '2024-03-01', accomplishment: 50 });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().detail).toBe('There is already a schedule node dated 2024-03-01.');
    expect((await put(office.holder, `physical-schedules/update/${early.id}/`, {})).json().detail).toBe(messages.accomplishmentRequired);
  });
});
