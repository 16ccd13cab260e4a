import { refusalFor, suspensionOrderMessages as messages } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { latestActivity } from './helpers/activity.js';
import { apiTest } from './helpers/api-test.js';
import { createOffice } from './helpers/factories.js';
import { financeCalls } from './helpers/finance.js';
import { insertContract } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

const suspend = (contractId: number, date: string, extra: object = {}) => ({ contract_id: contractId, date_effective: date, reason: 'Right of way', ...extra });
const resume = (suspensionId: number, date: string, extra: object = {}) => ({ suspension_order_id: suspensionId, date_effective: date, ...extra });

function calls(api: TestApp) {
  return financeCalls(api);
}

describe('suspension and resume orders', () => {
  apiTest('suspends (201), resumes (201), lists both ways, deletes (204, cascading the resume), logging each', async ({ api, office }) => {
    const { get, post, del } = calls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', contractNumber: `SO-${office.accountId}` });
    const created = await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-01-31', { remarks: ' Order 12 ' }));
    expect(created.statusCode).toBe(201);
    const suspension = created.json();
    expect(suspension).toEqual({
      id: expect.any(Number),
      date_effective: '2024-01-31',
      reason: 'Right of way',
      remarks: 'Order 12',
      contract: contractId,
      resume_order: null,
    });
    const resumed = await post(office.holder, 'resume-orders/create', resume(suspension.id, '2024-02-10'));
    expect(resumed.statusCode).toBe(201);
    const resumeOrder = resumed.json();
    expect(resumeOrder).toEqual({ id: expect.any(Number), date_effective: '2024-02-10', remarks: '', suspension_order: suspension.id });

    expect((await get(office.viewer, `suspension-orders/contract/${contractId}`)).json()).toEqual([{ ...suspension, resume_order: resumeOrder }]);
    expect((await get(office.viewer, `resume-orders/contract/${contractId}/`)).json()).toEqual([resumeOrder]);
    // DOMAIN.md worked example: days_suspended 10, suspended_on 30, resumed_on 40.
    expect((await get(office.viewer, `suspension-orders/suspension-resumption/${contractId}`)).json()).toEqual([
      { id: suspension.id, date_effective: '2024-01-31', resume_date: '2024-02-10', suspended_on: 30, resumed_on: 40, days_suspended: 10 },
    ]);

    const second = (await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-03-01'))).json();
    expect((await del(office.inspector, `suspension-orders/delete/${second.id}/`)).statusCode).toBe(204);
    expect((await del(office.inspector, `resume-orders/delete/${resumeOrder.id}/`)).statusCode).toBe(204);
    expect((await get(office.viewer, `suspension-orders/contract/${contractId}`)).json()[0].resume_order).toBeNull();
    await post(office.inspector, 'resume-orders/create/', resume(suspension.id, '2024-02-11'));
    expect((await del(office.holder, `suspension-orders/delete/${suspension.id}`)).statusCode).toBe(204);
    expect((await get(office.viewer, `suspension-orders/contract/${contractId}`)).json()).toEqual([]);
    expect((await get(office.viewer, `resume-orders/contract/${contractId}`)).json()).toEqual([]);

    expect(await latestActivity(api, office.holder, 4)).toEqual([
      `Delete suspension order: SO-${office.accountId} 2024-01-31`,
      `Add resume order: SO-${office.accountId} 2024-02-11 (suspended 2024-01-31)`,
      `Delete resume order: SO-${office.accountId} 2024-02-10`,
      `Delete suspension order: SO-${office.accountId} 2024-03-01`,
    ]);
  });

  apiTest('only project inspectors and admins write (403 with the refusal)', async ({ api, office }) => {
    const { post, del } = calls(api);
    const contractId = await insertContract(api, office.accountId);
    const suspension = (await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-01-31'))).json();
    const resumeOrder = (await post(office.inspector, 'resume-orders/create/', resume(suspension.id, '2024-02-10'))).json();
    for (const user of [office.accountant, office.viewer]) {
      const refused = await post(user, 'suspension-orders/create/', suspend(contractId, '2024-03-01'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(refusalFor('suspensions.write'));
      expect((await post(user, 'resume-orders/create/', resume(suspension.id, '2024-02-10'))).statusCode).toBe(403);
      expect((await del(user, `resume-orders/delete/${resumeOrder.id}/`)).statusCode).toBe(403);
      expect((await del(user, `suspension-orders/delete/${suspension.id}/`)).statusCode).toBe(403);
    }
  });

  apiTest("answers 404 for another office's contract, suspension (also as ids in bodies) and resume order", async ({ api, office, otherOffice }) => {
    const { get, post, del } = calls(api);
    const theirContract = await insertContract(api, otherOffice.accountId);
    const theirs = (await post(otherOffice.inspector, 'suspension-orders/create/', suspend(theirContract, '2024-01-31'))).json();
    const theirResume = (await post(otherOffice.inspector, 'resume-orders/create/', resume(theirs.id, '2024-02-10'))).json();
    const theirOpen = (await post(otherOffice.inspector, 'suspension-orders/create/', suspend(theirContract, '2024-03-01'))).json();
    expect((await post(office.holder, 'suspension-orders/create/', suspend(theirContract, '2024-05-01'))).statusCode).toBe(404);
    expect((await post(office.holder, 'resume-orders/create/', resume(theirOpen.id, '2024-03-05'))).statusCode).toBe(404);
    expect((await post(office.holder, 'resume-orders/create/', resume(2 ** 40, '2024-03-05'))).statusCode).toBe(404);
    expect((await post(office.holder, 'suspension-orders/create/', suspend(2 ** 40, '2024-03-05'))).statusCode).toBe(404);
    for (const path of ['suspension-orders/contract', 'suspension-orders/suspension-resumption', 'resume-orders/contract']) {
      expect((await get(office.holder, `${path}/${theirContract}`)).statusCode).toBe(404);
      expect((await get(office.holder, `${path}/abc`)).statusCode).toBe(404);
    }
    expect((await del(office.holder, `suspension-orders/delete/${theirs.id}/`)).statusCode).toBe(404);
    expect((await del(office.holder, `resume-orders/delete/${theirResume.id}/`)).statusCode).toBe(404);
    expect((await get(otherOffice.viewer, `suspension-orders/contract/${theirContract}`)).json()).toHaveLength(2);
  });

  apiTest('refuses missing fields with "This field is required."', async ({ api, office }) => {
    const { post } = calls(api);
    const contractId = await insertContract(api, office.accountId);
    for (const field of ['date_effective', 'reason', 'contract_id']) {
      const payload: Record<string, unknown> = suspend(contractId, '2024-02-01');
      delete payload[field];
      const refused = await post(office.inspector, 'suspension-orders/create/', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[field]).toEqual([messages.required]);
    }
    expect((await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-02-01', { reason: '   ' }))).json().detail).toBe(messages.required);
    const refused = await post(office.inspector, 'resume-orders/create/', { suspension_order_id: 1 });
    expect(refused.json().errors.date_effective).toEqual([messages.required]);
  });

  apiTest('refuses every suspension and resumption rule of DOMAIN.md with 400', async ({ api, office }) => {
    const { post, del } = calls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01' });
    const refuse = async (path: string, payload: object, detail: RegExp) => {
      const refused = await post(office.inspector, path, payload);
      expect(refused.statusCode, String(detail)).toBe(400);
      expect(refused.json().detail).toMatch(detail);
    };
    await refuse('suspension-orders/create/', suspend(contractId, '2023-12-31'), /before the contract effectivity date 2024-01-01/);
    const later = (await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-03-01'))).json();
    await refuse('suspension-orders/create/', suspend(contractId, '2024-04-01'), /already suspended since 2024-03-01/);
    await refuse('resume-orders/create/', resume(later.id, '2024-03-01'), /must be after the suspension date 2024-03-01/);
    const laterResume = (await post(office.inspector, 'resume-orders/create/', resume(later.id, '2024-03-10'))).json();
    await refuse('resume-orders/create/', resume(later.id, '2024-03-12'), /already has a resume order effective 2024-03-10/);
    await refuse('suspension-orders/create/', suspend(contractId, '2024-03-05'), /falls within the suspension from 2024-03-01 to 2024-03-10/);
    await refuse('suspension-orders/create/', suspend(contractId, '2024-02-01'), /before the suspension of 2024-03-01/);

    // Accomplishment nodes: a suspension or a resumption may not leave one inside a suspension.
    expect((await post(office.inspector, 'physical-accomplishments/create/', { contract_id: contractId, accomplishment: 40, overwrite_as_of_date: '2024-04-10' })).statusCode).toBe(201);
    await refuse('suspension-orders/create/', suspend(contractId, '2024-04-01'), /accomplishment node dated 2024-04-10/);
    const third = (await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-04-11'))).json();
    expect(third.resume_order).toBeNull();
    const removeRefused = await del(office.inspector, `resume-orders/delete/${laterResume.id}/`);
    expect(removeRefused.statusCode).toBe(400);
    expect(removeRefused.json().detail).toMatch(/delete the later suspension/);
    expect((await del(office.inspector, `suspension-orders/delete/${third.id}/`)).statusCode).toBe(204);
    const removeNode = await del(office.inspector, `resume-orders/delete/${laterResume.id}/`);
    expect(removeNode.json().detail).toMatch(/accomplishment node dated 2024-04-10/);

    // Completion: no suspension after the first node at 100 %.
    expect((await post(office.inspector, 'physical-accomplishments/create/', { contract_id: contractId, accomplishment: 100, overwrite_as_of_date: '2024-05-01' })).statusCode).toBe(201);
    await refuse('suspension-orders/create/', suspend(contractId, '2024-05-02'), /after the contract's completion date 2024-05-01/);
  });

  apiTest("refuses a suspension dated on the previous suspension's resume date (S_next ≤ R_prev), so the contract's figures stay computable", async ({ api, office }) => {
    const { get, post } = calls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', duration: 100 });
    const first = (await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-01-31'))).json();
    expect((await post(office.inspector, 'resume-orders/create/', resume(first.id, '2024-02-10'))).statusCode).toBe(201);
    const onResumeDate = await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-02-10'));
    expect(onResumeDate.statusCode).toBe(400);
    expect(onResumeDate.json().detail).toBe(
      'The suspension date 2024-02-10 is the resume date of the suspension from 2024-01-31 to 2024-02-10; ' +
        'the resumed work must run at least one day before the contract is suspended again.',
    );
    expect((await get(office.viewer, `contracts/details/${contractId}?as_of=2024-03-01`)).statusCode).toBe(200);
    // One working day later it is a suspension like any other.
    expect((await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-02-11'))).statusCode).toBe(201);
    expect((await get(office.viewer, `contracts/details/${contractId}?as_of=2024-03-01`)).json()).toMatchObject({ days_suspended: 30, suspended: true });
  });

  apiTest('refuses an accomplishment of 100 % dated before a suspension on record (it would suspend a completed contract)', async ({ api, office }) => {
    const { get, post } = calls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01' });
    const suspension = (await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-01-31'))).json();
    expect((await post(office.inspector, 'resume-orders/create/', resume(suspension.id, '2024-02-10'))).statusCode).toBe(201);
    const completed = await post(office.inspector, 'physical-accomplishments/create/', { contract_id: contractId, accomplishment: 100, overwrite_as_of_date: '2024-01-20' });
    expect(completed.statusCode).toBe(400);
    expect(completed.json().detail).toMatch(/100% on 2024-01-20 would complete the contract before its suspension of 2024-01-31/);
    expect((await post(office.inspector, 'physical-accomplishments/create/', { contract_id: contractId, accomplishment: 100, overwrite_as_of_date: '2024-02-20' })).statusCode).toBe(201);
    expect((await get(office.viewer, `contracts/details/${contractId}?as_of=2024-12-31`)).statusCode).toBe(200);
  });
});

describe('a suspension order received late, entered with its resume order (one write, the period [S, R))', () => {
  const node = (contractId: number, accomplishment: number, date: string) => ({ contract_id: contractId, accomplishment, overwrite_as_of_date: date });

  apiTest('is accepted after later accomplishments when none lies inside [S, R); the open-ended path still refuses it', async ({ api, office }) => {
    const { get, post } = calls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', duration: 200, contractNumber: `LATE-${office.accountId}` });
    expect((await post(office.inspector, 'physical-accomplishments/create/', node(contractId, 10, '2024-01-20'))).statusCode).toBe(201);
    expect((await post(office.inspector, 'physical-accomplishments/create/', node(contractId, 30, '2024-03-15'))).statusCode).toBe(201);

    const openEnded = await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-02-01'));
    expect(openEnded.statusCode).toBe(400);
    expect(openEnded.json().detail).toMatch(/accomplishment node dated 2024-03-15 within the suspension since 2024-02-01/);

    const created = await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-02-01', { resume_date: '2024-02-11', resume_remarks: 'Order 13' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      date_effective: '2024-02-01',
      resume_order: { id: expect.any(Number), date_effective: '2024-02-11', remarks: 'Order 13', suspension_order: created.json().id },
    });
    expect((await get(office.viewer, `suspension-orders/suspension-resumption/${contractId}`)).json()).toEqual([
      { id: created.json().id, date_effective: '2024-02-01', resume_date: '2024-02-11', suspended_on: 31, resumed_on: 41, days_suspended: 10 },
    ]);
    expect((await get(office.viewer, `contracts/details/${contractId}?as_of=2024-04-01`)).json()).toMatchObject({ days_suspended: 10, suspended: false });
    expect(await latestActivity(api, office.holder, 2)).toEqual([
      `Add resume order: LATE-${office.accountId} 2024-02-11 (suspended 2024-02-01)`,
      `Add suspension order: LATE-${office.accountId} 2024-02-01`,
    ]);
  });

  apiTest('is refused (400) when a node lies inside [S, R), and a refused resume leaves no suspension behind', async ({ api, office }) => {
    const { get, post } = calls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', duration: 200 });
    expect((await post(office.inspector, 'physical-accomplishments/create/', node(contractId, 20, '2024-02-05'))).statusCode).toBe(201);
    const inside = await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-02-01', { resume_date: '2024-02-11' }));
    expect(inside.statusCode).toBe(400);
    expect(inside.json().detail).toMatch(/node dated 2024-02-05 within the suspension from 2024-02-01 to 2024-02-11/);

    const later = (await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-03-01'))).json();
    const intoLater = await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-02-10', { resume_date: '2024-03-01' }));
    expect(intoLater.statusCode).toBe(400);
    expect(intoLater.json().detail).toMatch(/resume order date 2024-03-01 is on or after the next suspension, dated 2024-03-01/);
    const beforeItself = await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-02-10', { resume_date: '2024-02-10' }));
    expect(beforeItself.json().detail).toMatch(/must be after the suspension date 2024-02-10/);
    const badDate = await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-02-10', { resume_date: '2024-02-30' }));
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors.resume_date).toEqual(['Resumed on must be a date (YYYY-MM-DD).']);

    expect((await get(office.viewer, `suspension-orders/contract/${contractId}`)).json().map((s: { id: number }) => s.id)).toEqual([later.id]);
    expect((await get(office.viewer, `resume-orders/contract/${contractId}`)).json()).toEqual([]);
    // Resumed before the later one starts, it is accepted.
    expect((await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-02-10', { resume_date: '2024-02-29' }))).statusCode).toBe(201);
  });
});

describe('future-dated orders and days suspended as of today (moving the app clock)', () => {
  apiTest('allows a suspension dated after today; an ongoing one counts to today', async ({ api }) => {
    api.clock.set('2024-02-14T20:00:00Z'); // 2024-02-15 in Manila
    const office = await createOffice(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01' });
    const { get, post } = calls(api);
    const ongoing = (await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-02-01'))).json();
    expect((await get(office.viewer, `suspension-orders/suspension-resumption/${contractId}`)).json()).toEqual([
      { id: ongoing.id, date_effective: '2024-02-01', resume_date: null, suspended_on: 31, resumed_on: 46, days_suspended: 15 },
    ]);
    expect((await post(office.inspector, 'resume-orders/create/', resume(ongoing.id, '2024-02-20'))).statusCode).toBe(201);
    const future = await post(office.inspector, 'suspension-orders/create/', suspend(contractId, '2024-06-01'));
    expect(future.statusCode).toBe(201);
    const spans = (await get(office.viewer, `suspension-orders/suspension-resumption/${contractId}`)).json();
    expect(spans[1]).toMatchObject({ date_effective: '2024-06-01', days_suspended: 0, suspended_on: 152, resumed_on: 152 });
  });
});
