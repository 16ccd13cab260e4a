import { centavos } from '@subaybay/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { activityLogs } from '../src/db/schema/activity-logs.js';
import { activityPageQueries } from '../src/features/activity/activity.repository.js';
import { insertActivity } from '../src/lib/activity-log.js';
import { apiTest } from './helpers/api-test.js';
import { createOffice } from './helpers/factories.js';
import { insertContract } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

const logAction = (api: TestApp, token: string, action: unknown, remoteAddress?: string) =>
  api.request({ method: 'POST', url: '/api/activity-logs/create/', token, payload: { action }, ...(remoteAddress ? { remoteAddress } : {}) });

const addName = (api: TestApp, token: string, long_name: string, short_name: string) =>
  api.request({ method: 'POST', url: '/api/expenditure-source-names/create/', token, payload: { long_name, short_name } });

describe('POST activity-logs/create/', () => {
  apiTest("stores the action with the caller and the caller's IP (201), marked as the client's", async ({ api, office }) => {
    const response = await logAction(api, office.holder.access, 'Login', '203.0.113.7');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.any(Number),
      actor: { id: office.holder.id, username: office.holder.username },
      verb: 'Login',
      target: null,
      action_object_type: 'session',
      ip_address: '203.0.113.7',
      timesince: 'just now',
    });
  });

  apiTest('requires an action from the short list, and a token', async ({ api, office }) => {
    const missing = await api.request({ method: 'POST', url: '/api/activity-logs/create/', token: office.viewer.access, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ detail: 'Action is required.', errors: { action: ['Action is required.'] } });
    for (const action of ['', 'Update project: Canal lining of Lateral A']) {
      const refused = await logAction(api, office.viewer.access, action);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe('Only Login and Logout can be logged this way; changes are logged by the server.');
    }
    const anonymous = await api.request({ method: 'POST', url: '/api/activity-logs/create/', payload: { action: 'Login' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET activity-stream/{limit}', () => {
  apiTest("answers the office's activity, newest first, limited, split into verb and target", async ({ api, office, otherOffice }) => {
    await addName(api, office.holder.access, 'Contract Works', 'CW');
    await addName(api, office.holder.access, 'Construction Survey', 'CS');
    await logAction(api, otherOffice.holder.access, 'Login');
    const response = await api.request({ method: 'GET', url: '/api/activity-stream/2', token: office.viewer.access });
    expect(response.statusCode).toBe(200);
    const items = response.json() as Array<{ verb: string; target: string | null; timesince: string; timestamp: string }>;
    expect(items.map((item) => [item.verb, item.target])).toEqual([
      ['Create expenditure source name', 'Construction Survey'],
      ['Create expenditure source name', 'Contract Works'],
    ]);
    expect(items[0]!.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
  });

  apiTest('answers everything for limit 0, and only this office', async ({ api, office, otherOffice }) => {
    await logAction(api, office.viewer.access, 'Login');
    await logAction(api, otherOffice.viewer.access, 'Logout');
    const all = await api.request({ method: 'GET', url: '/api/activity-stream/0/', token: office.viewer.access });
    const verbs = (all.json() as Array<{ verb: string }>).map((item) => item.verb);
    // The office's registration, its three added users and the sign-in above: all of it, nothing else.
    expect(verbs).toEqual(['Login', 'User account created', 'User account created', 'User account created', 'Account created']);
  });

  apiTest('kind=changes leaves out sign-ins and sign-outs and still answers `limit` items; other kinds are 400', async ({ api, office, otherOffice }) => {
    await addName(api, office.holder.access, 'Contract Works', 'CW');
    await addName(api, office.holder.access, 'Construction Survey', 'CS');
    // A wall of sign-ins after the changes, as an office's morning looks.
    for (let i = 0; i < 3; i++) await logAction(api, office.viewer.access, 'Login');
    await logAction(api, office.accountant.access, 'Logout');
    await addName(api, otherOffice.holder.access, 'Not this office', 'NT');

    const changes = await api.request({ method: 'GET', url: '/api/activity-stream/3?kind=changes', token: office.viewer.access });
    expect(changes.statusCode, changes.body).toBe(200);
    const items = changes.json() as Array<{ verb: string; target: string | null; action_object_type: string | null }>;
    expect(items.map((item) => [item.verb, item.target])).toEqual([
      ['Create expenditure source name', 'Construction Survey'],
      ['Create expenditure source name', 'Contract Works'],
      ['User account created', expect.any(String)],
    ]);
    expect(items.every((item) => item.action_object_type !== 'session')).toBe(true);

    // Without kind (and with kind=all) the sign-ins stay: User Activities shows everything.
    for (const url of ['/api/activity-stream/4', '/api/activity-stream/4/?kind=all']) {
      const all = (await api.request({ method: 'GET', url, token: office.viewer.access })).json() as Array<{ verb: string }>;
      expect(all.map((item) => item.verb)).toEqual(['Logout', 'Login', 'Login', 'Login']);
    }

    const bad = await api.request({ method: 'GET', url: '/api/activity-stream/3?kind=logins', token: office.viewer.access });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Kind is all or changes (changes leaves out sign-ins and sign-outs).');
  });

  apiTest('answers 404 for a limit that is not a number', async ({ api, office }) => {
    expect((await api.request({ method: 'GET', url: '/api/activity-stream/ten', token: office.viewer.access })).statusCode).toBe(404);
    expect((await api.request({ method: 'GET', url: '/api/activity-stream/-1', token: office.viewer.access })).statusCode).toBe(404);
  });

  apiTest('reports the time since with the server clock', async ({ api }) => {
    api.clock.set(new Date());
    const local = await createOffice(api);
    await api.request({ method: 'POST', url: '/api/activity-logs/create/', token: local.viewer.access, payload: { action: 'Login' } });
    api.clock.advance(5 * 60_000 + 10_000);
    // The access token is still valid five minutes later.
    const response = await api.request({ method: 'GET', url: '/api/activity-stream/1', token: local.viewer.access });
    expect(response.json()[0].timesince).toBe('5 minutes ago');
  });
});

const insertLineAt = (api: TestApp, office: { accountId: number; holder: { id: number } }, action: string, createdOn: string) =>
  insertActivity(api.db, { accountId: office.accountId, userId: office.holder.id, action }).then((row) =>
    api.db.update(activityLogs).set({ createdOn: new Date(createdOn) }).where(eq(activityLogs.id, row.id)),
  );

type Page = { count: number; results: Array<{ verb: string; target: string | null; ip_address: string | null }> };

describe('GET activity-logs/ (paged, filtered by Manila days)', () => {
  apiTest('pages newest first with the total count', async ({ api, office }) => {
    for (let day = 1; day <= 5; day += 1) await insertLineAt(api, office, `Add project: Canal ${day}`, `2026-03-0${day}T02:00:00Z`);
    const first = await api.request({ method: 'GET', url: '/api/activity-logs/?page=1&page_size=2&from=2026-03-01&to=2026-03-31', token: office.viewer.access });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ count: 5, results: [{ target: 'Canal 5' }, { target: 'Canal 4' }] });
    const last = (await api.request({ method: 'GET', url: '/api/activity-logs?page=3&page_size=2&from=2026-03-01&to=2026-03-31', token: office.viewer.access })).json() as Page;
    expect(last.results.map((line) => line.target)).toEqual(['Canal 1']);
    const beyond = (await api.request({ method: 'GET', url: '/api/activity-logs?page=9&page_size=2&from=2026-03-01&to=2026-03-31', token: office.viewer.access })).json() as Page;
    expect(beyond).toEqual({ count: 5, results: [] });
    // Without dates: everything of the office, its registration lines included, 50 a page.
    const all = (await api.request({ method: 'GET', url: '/api/activity-logs', token: office.viewer.access })).json() as Page;
    expect(all.count).toBe(5 + 4);
    expect(all.results).toHaveLength(9);
  });

  apiTest('takes From and To as whole days in Asia/Manila, both inclusive', async ({ api, office }) => {
    // 2026-03-01 in Manila runs from 2026-02-28T16:00Z to 2026-03-01T16:00Z.
    await insertLineAt(api, office, 'Add project: Before', '2026-02-28T15:59:59Z');
    await insertLineAt(api, office, 'Add project: First instant', '2026-02-28T16:00:00Z');
    await insertLineAt(api, office, 'Add project: Last instant', '2026-03-01T15:59:59Z');
    await insertLineAt(api, office, 'Add project: After', '2026-03-01T16:00:00Z');
    const day = (await api.request({ method: 'GET', url: '/api/activity-logs?from=2026-03-01&to=2026-03-01', token: office.viewer.access })).json() as Page;
    expect(day.results.map((line) => line.target)).toEqual(['Last instant', 'First instant']);
    const until = (await api.request({ method: 'GET', url: '/api/activity-logs?to=2026-02-28', token: office.viewer.access })).json() as Page;
    expect(until.results.map((line) => line.target)).toEqual(['Before']);
  });

  apiTest('answers 400 with a clear detail for bad dates, a From after To and bad paging', async ({ api, office }) => {
    for (const [query, detail] of [
      ['from=2026-02-30', 'From must be a date (YYYY-MM-DD).'],
      ['to=yesterday', 'To must be a date (YYYY-MM-DD).'],
      ['from=2026-03-02&to=2026-03-01', 'From must be on or before To.'],
      ['page=0', 'Page must be a whole number of 1 or more.'],
      ['page_size=1000', 'Page size must be a whole number from 1 to 200.'],
      ['page_size=ten', 'Page size must be a whole number from 1 to 200.'],
    ] as const) {
      const response = await api.request({ method: 'GET', url: `/api/activity-logs?${query}`, token: office.viewer.access });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toBe(detail);
    }
    expect((await api.request({ method: 'GET', url: '/api/activity-logs' })).statusCode).toBe(401);
  });
});

describe('tenancy of activity', () => {
  apiTest("one office never sees another's activity, in the stream or the pages; addresses only for the account holder", async ({ api, office, otherOffice }) => {
    await addName(api, office.holder.access, 'Contract Works', 'CW');
    await addName(api, otherOffice.holder.access, 'Construction Survey', 'CS');
    await logAction(api, otherOffice.viewer.access, 'Login', '198.51.100.9');
    await logAction(api, office.viewer.access, 'Login', '203.0.113.7');

    for (const [mine, theirs, mineText, theirText] of [
      [office, otherOffice, 'Contract Works', 'Construction Survey'],
      [otherOffice, office, 'Construction Survey', 'Contract Works'],
    ] as const) {
      const ownUsers = new Set([mine.holder, mine.inspector, mine.accountant, mine.viewer].map((user) => user.id));
      const stream = (await api.request({ method: 'GET', url: '/api/activity-stream/0', token: mine.viewer.access })).json() as Array<{ actor: { id: number }; target: string | null }>;
      const page = (await api.request({ method: 'GET', url: '/api/activity-logs?page_size=200', token: mine.viewer.access })).json() as Page & {
        results: Array<{ actor: { id: number } }>;
      };
      expect(page.count).toBe(stream.length);
      for (const lines of [stream, page.results]) {
        expect(lines.every((line) => ownUsers.has(line.actor.id))).toBe(true);
        expect(lines.map((line) => line.target)).toContain(mineText);
        expect(lines.map((line) => line.target)).not.toContain(theirText);
      }
      expect(theirs.accountId).not.toBe(mine.accountId);
    }

    const asHolder = (await api.request({ method: 'GET', url: '/api/activity-logs', token: office.holder.access })).json() as Page;
    expect(asHolder.results.find((line) => line.verb === 'Login')?.ip_address).toBe('203.0.113.7');
    const asViewer = (await api.request({ method: 'GET', url: '/api/activity-logs', token: office.viewer.access })).json() as Page;
    expect(asViewer.results.every((line) => line.ip_address === null)).toBe(true);
  });
});

describe('billing lines (spec 1 §3)', () => {
  apiTest('carry the billing amount and the cumulative billed percent as of that billing; other lines carry none', async ({ api, office }) => {
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', amount: centavos(1_000_000_00) });
    const bill = (billing_amount: number, as_of_str: string) =>
      api.request({
        method: 'POST',
        url: '/api/financial-accomplishments/create/',
        token: office.accountant.access,
        payload: { contract_id: contractId, billing_amount, remarks: 'Progress billing', as_of_str },
      });
    const first = (await bill(250_000, '2024-02-01')).json();
    const second = (await bill(125_000, '2024-03-01')).json();
    expect(second.percent_accomplishment).toBe(37.5);
    await api.request({
      method: 'PUT',
      url: `/api/financial-accomplishments/update/${first.id}/`,
      token: office.accountant.access,
      payload: { billing_amount: 300_000, remarks: 'Corrected' },
    });
    await api.request({ method: 'DELETE', url: `/api/financial-accomplishments/delete/${second.id}/`, token: office.holder.access });

    const stream = (await api.request({ method: 'GET', url: '/api/activity-stream/5', token: office.viewer.access })).json() as Array<{
      verb: string;
      action_object_type: string | null;
      percent_accomplishment: number | null;
      billing_amount: number | null;
    }>;
    const billingLines = stream.filter((line) => line.action_object_type === 'financial_accomplishment');
    expect(billingLines.map(({ verb, percent_accomplishment, billing_amount }) => [verb.split(' ')[0], percent_accomplishment, billing_amount])).toEqual([
      // The deleted billing's figures as they stood just before: 300,000 + 125,000 of 1,000,000.
      ['Delete', 42.5, 125_000],
      ['Update', 30, 300_000],
      ['Add', 37.5, 125_000],
      ['Add', 25, 250_000],
    ]);
    const paged = (await api.request({ method: 'GET', url: '/api/activity-logs?page_size=1', token: office.viewer.access })).json();
    expect(paged.results[0]).toMatchObject({ percent_accomplishment: 42.5, billing_amount: 125_000 });
    const others = stream.filter((line) => line.action_object_type !== 'financial_accomplishment');
    expect(others.every((line) => line.percent_accomplishment === null && line.billing_amount === null)).toBe(true);
  });
});

describe('activity pages read the office index', () => {
  apiTest('the page and its count walk activity_logs_account_created_idx, not the whole table', async ({ api, office }) => {
    const { countQuery, pageQuery } = activityPageQueries(api.db, office.accountId, {
      since: new Date('2026-03-01T00:00:00+08:00'),
      before: new Date('2026-04-01T00:00:00+08:00'),
      limit: 50,
      offset: 0,
    });
    const plans: string[] = [];
    await api.db.transaction(async (tx) => {
      // A test office has a few lines, where a sequential or bitmap scan is cheapest; forbid them to see how
      // the index serves the query. (At 100,000 lines the planner picks this plan itself: about 0.5 ms a page.)
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      for (const query of [countQuery, pageQuery]) {
        // Both drivers answer `{ rows }`, one row per plan line.
        const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: Array<Record<string, string>> };
        plans.push(result.rows.map((row) => Object.values(row)[0]).join('\n'));
      }
    });
    for (const plan of plans) {
      expect(plan).toContain('activity_logs_account_created_idx');
      expect(plan).not.toMatch(/Seq Scan on activity_logs/);
    }
    // The page comes off the index in its order (newest first, id breaking ties): nothing is sorted.
    expect(plans[1]).not.toMatch(/Sort/);
  });
});
