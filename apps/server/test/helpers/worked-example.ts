import { expect } from 'vitest';
import type { SignedInUser } from './factories.js';
import { financeCalls } from './finance.js';
import type { TestApp } from './test-app.js';

/** POSTs `payload` to `/api/<url>` as `user`, expects 201 (naming the call and its body otherwise) and answers the JSON. */
export type CreateCall = (url: string, payload: object) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function createdBy(api: TestApp, user: SignedInUser): CreateCall {
  const { post } = financeCalls(api);
  return async (url, payload) => {
    const response = await post(user, url, payload);
    expect(response.statusCode, `${url} ${response.body}`).toBe(201);
    return response.json();
  };
}

/**
 * DOMAIN.md's worked example entered through the record endpoints on a
 * contract started 2024-01-01 for 100 days: planned 40 % by 2024-02-19 and
 * 100 % by 2024-04-09, actual 10 % on 2024-01-20 and 35 % on 2024-02-25, a
 * suspension from 2024-01-31 resumed on 2024-02-10 and, with
 * `timeExtension`, 15 days approved on 2024-02-20.
 */
export async function enterWorkedExampleRecords(created: CreateCall, contractId: number, options: { timeExtension: boolean }): Promise<void> {
  await created('physical-schedules/create/', { contract_id: contractId, date_effective: '2024-02-19', accomplishment: 40 });
  await created('physical-schedules/create/', { contract_id: contractId, date_effective: '2024-04-09', accomplishment: 100 });
  await created('physical-accomplishments/create/', { contract_id: contractId, accomplishment: 10, overwrite_as_of_date: '2024-01-20' });
  const suspension = await created('suspension-orders/create/', {
    contract_id: contractId,
    date_effective: '2024-01-31',
    reason: 'Heavy rains',
    remarks: 'Work stopped',
  });
  await created('resume-orders/create/', { suspension_order_id: suspension.id, date_effective: '2024-02-10', remarks: 'Rains over' });
  if (options.timeExtension) {
    await created('approved-time-extensions/create/', {
      contract_id: contractId,
      number_of_days: 15,
      date_requested: '2024-02-12',
      date_approved: '2024-02-20',
      reason: 'Additional works',
    });
  }
  await created('physical-accomplishments/create/', { contract_id: contractId, accomplishment: 35, overwrite_as_of_date: '2024-02-25' });
}
