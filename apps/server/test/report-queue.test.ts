import { setImmediate as nextTurn } from 'node:timers/promises';
import { AppError, contractsReportSchema, REPORT_TICKET_HEADER, reportQueueMessage, todayInManila } from '@subaybay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GENERATED_PASSWORD, generateOffices, type GeneratedOffice } from '../src/db/seed/generator/index.js';
import { REPORTS_BUSY, ReportCancelled, ReportQueue } from '../src/lib/report-queue.js';
import { createOffice, type Office } from './helpers/factories.js';
import { buildApp } from '../src/app.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * One person's report never freezes everyone else (decision 039): heavy
 * operations wait their turn in the report queue, a small route answers while
 * a year's report is being produced, and a report whose caller goes away stops.
 */

const never = new AbortController().signal;

/** The user id a bearer token carries (its `user_id` claim). */
function userIdOf(token: string): number {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user_id: number }).user_id;
}

describe('the report queue', () => {
  it('lets `atOnce` in, keeps the rest in arrival order and tells each user where their own ticket stands', async () => {
    const queue = new ReportQueue({ atOnce: 1, maxWaiting: 2 });
    const releaseFirst = await queue.enter({ userId: 1, ticket: 'first-ticket-0001' }, never);
    let secondStarted = false;
    const second = queue.enter({ userId: 2, ticket: 'second-ticket-002' }, never).then((release) => {
      secondStarted = true;
      return release;
    });
    const third = queue.enter({ userId: 3, ticket: 'third-ticket-0003' }, never);
    expect(queue.place(1, 'first-ticket-0001')).toEqual({ state: 'preparing', ahead: 0 });
    expect(queue.place(2, 'second-ticket-002')).toEqual({ state: 'waiting', ahead: 0 });
    expect(queue.place(3, 'third-ticket-0003')).toEqual({ state: 'waiting', ahead: 1 });
    // A ticket is shown only to the user who sent it.
    expect(queue.place(1, 'third-ticket-0003')).toBeUndefined();
    // Full: one more is refused at once rather than kept waiting for minutes.
    await expect(queue.enter({ userId: 4, ticket: undefined }, never)).rejects.toThrow(new AppError('UNAVAILABLE', REPORTS_BUSY));

    await nextTurn();
    expect(secondStarted).toBe(false);
    releaseFirst();
    releaseFirst(); // given back twice (answer sent, then the socket closed): counted once
    const releaseSecond = await second;
    expect(queue.place(2, 'second-ticket-002')).toEqual({ state: 'preparing', ahead: 0 });
    expect(queue.place(3, 'third-ticket-0003')).toEqual({ state: 'waiting', ahead: 0 });
    expect(queue.size).toEqual({ preparing: 1, waiting: 1 });
    releaseSecond();
    (await third)();
    expect(queue.size).toEqual({ preparing: 0, waiting: 0 });
    expect(queue.place(1, 'first-ticket-0001')).toBeUndefined();
  });

  it('drops a waiting request whose caller went away, and the ones behind it move up', async () => {
    const queue = new ReportQueue({ atOnce: 1, maxWaiting: 5 });
    const release = await queue.enter({ userId: 1, ticket: undefined }, never);
    const leaving = new AbortController();
    const gone = queue.enter({ userId: 2, ticket: 'leaving-ticket-01' }, leaving.signal);
    const staying = queue.enter({ userId: 3, ticket: 'staying-ticket-01' }, never);
    expect(queue.place(3, 'staying-ticket-01')).toEqual({ state: 'waiting', ahead: 1 });
    leaving.abort(new ReportCancelled());
    await expect(gone).rejects.toBeInstanceOf(ReportCancelled);
    expect(queue.place(2, 'leaving-ticket-01')).toBeUndefined();
    expect(queue.place(3, 'staying-ticket-01')).toEqual({ state: 'waiting', ahead: 0 });
    release();
    (await staying)();
    expect(queue.size).toEqual({ preparing: 0, waiting: 0 });
  });

  it('says where a report stands in the words the page shows', () => {
    expect(reportQueueMessage(undefined)).toBe('Preparing…');
    expect(reportQueueMessage({ state: 'preparing', ahead: 0 })).toBe('Preparing…');
    expect(reportQueueMessage({ state: 'waiting', ahead: 0 })).toBe('Preparing… you are next');
    expect(reportQueueMessage({ state: 'waiting', ahead: 2 })).toBe('Preparing… 2 ahead of you');
  });
});

describe('heavy reports on the server', () => {
  const YEAR = 2025;
  const report = `/api/reports/contracts/contracts-report/${YEAR}`;
  const logs: string[] = [];
  let api: TestApp;
  let year: GeneratedOffice;
  let token: string;
  let other: Office;

  beforeAll(async () => {
    // One report at a time and one waiting, so a test can fill the queue with three requests.
    api = await createTestApp({ config: { reportQueue: { atOnce: 1, maxWaiting: 1 }, logLevel: 'info' }, now: () => new Date(), logStream: { write: (line) => logs.push(line) } });
    // A year long enough that its report is still being produced while a small route is asked for.
    [year] = (await generateOffices(api.db, {
      offices: 1,
      contracts: 400,
      seed: 27,
      asOf: todayInManila(),
      years: [YEAR],
      fixed: { scheduleNodes: 10, accomplishmentNodes: 5, billings: 2, suspensionEvery: 3 },
      passwordHash: await api.passwords.hash(GENERATED_PASSWORD),
      label: `queue${process.pid}`,
    })) as [GeneratedOffice];
    const signIn = await api.request({ method: 'POST', url: '/api/token/', payload: { username: year.usernames[0]!.username, password: GENERATED_PASSWORD } });
    token = signIn.json<{ access: string }>().access;
    other = await createOffice(api);
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  const preparing = async (count: number) => {
    while (api.app.reportQueue.size.preparing < count) await nextTurn();
  };

  it('answers a small route while a year report is being produced, and the report is whole', async () => {
    const heavy = api.request({ method: 'GET', url: report, token });
    let reportDone = false;
    void heavy.then(() => (reportDone = true));
    await preparing(1);
    const small = await api.request({ method: 'GET', url: `/api/contracts/details/${year.contractIds[0]}`, token });
    expect(small.statusCode).toBe(200);
    // The small route answered first: the report is still being produced.
    expect(reportDone).toBe(false);
    expect(api.app.reportQueue.size.preparing).toBe(1);
    const answer = await heavy;
    expect(answer.statusCode).toBe(200);
    expect(answer.json<unknown[]>()).toHaveLength(400);
    // Written in slices, it is the text the usual serializer would have written.
    expect(answer.body).toBe(JSON.stringify(z.encode(contractsReportSchema, answer.json())));
    expect(api.app.reportQueue.size).toEqual({ preparing: 0, waiting: 0 });
  });

  it('queues a report behind the one being produced, shows its place to its user only, and refuses one more', async () => {
    // A stand-in holds the one place (a report of someone else being produced), so nothing here races the clock.
    const releaseStandIn = await api.app.reportQueue.enter({ userId: 0, ticket: undefined }, never);
    const queued = api.request({ method: 'GET', url: `${report}?as_of=${YEAR}-06-30`, token, headers: { [REPORT_TICKET_HEADER]: 'queued-report-ticket-1' } });
    while (api.app.reportQueue.size.waiting < 1) await nextTurn();

    const placeOf = (ticket: string, as = token) => api.request({ method: 'GET', url: `/api/report-queue/${ticket}`, token: as });
    expect((await placeOf('queued-report-ticket-1')).json()).toEqual({ state: 'waiting', ahead: 0 });
    // Another office's user, a ticket never sent and one that is not a ticket: not found; no token: 401.
    expect((await placeOf('queued-report-ticket-1', other.viewer.access)).statusCode).toBe(404);
    expect((await placeOf('never-sent-ticket-0001')).statusCode).toBe(404);
    expect((await placeOf('no')).statusCode).toBe(404);
    expect((await api.request({ method: 'GET', url: '/api/report-queue/queued-report-ticket-1' })).statusCode).toBe(401);

    // One being produced, one waiting: the queue is full and says so.
    const refused = await api.request({ method: 'GET', url: `/api/reports/contracts/ppa-report/${YEAR}`, token });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: REPORTS_BUSY });

    releaseStandIn();
    expect(api.app.reportQueue.place(userIdOf(token), 'queued-report-ticket-1')).toEqual({ state: 'preparing', ahead: 0 });
    expect((await queued).statusCode).toBe(200);
    expect((await placeOf('queued-report-ticket-1')).statusCode).toBe(404);
  });

  // On PostgreSQL the server produces heavy reports in worker threads (lib/production-workers.ts):
  // the same request answered by the app in a worker, on the same database.
  it.skipIf(process.env.SUBAYBAY_TEST_DB !== 'postgres')('produces a year report in a worker thread: the same bytes, while small routes answer', async () => {
    const databaseUrl = (api.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    const withWorkers = await buildApp({ db: api.db, config: { ...api.config, productionWorkers: { databaseUrl } }, now: () => new Date() });
    try {
      const inThread = await api.request({ method: 'GET', url: report, token });
      const heavy = withWorkers.inject({ method: 'GET', url: report, headers: { authorization: `Bearer ${token}` } });
      let reportDone = false;
      void heavy.then(() => (reportDone = true));
      while (withWorkers.reportQueue.size.preparing < 1) await nextTurn();
      const small = await withWorkers.inject({ method: 'GET', url: `/api/contracts/details/${year.contractIds[0]}`, headers: { authorization: `Bearer ${token}` } });
      expect(small.statusCode).toBe(200);
      expect(reportDone).toBe(false);
      const answer = await heavy;
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.body).toBe(inThread.body);

      const file = await withWorkers.inject({ method: 'GET', url: `/api/reports/contracts/contracts-excel-report/${YEAR}`, headers: { authorization: `Bearer ${token}` } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toMatch(/\.xlsx/);
      expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
      // A refusal comes back from the worker as it is.
      const refused = await withWorkers.inject({ method: 'GET', url: report, headers: { authorization: `Bearer ${other.viewer.access}` } });
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual([]);
    } finally {
      await withWorkers.close();
    }
  });

  it('stops producing a report whose caller went away and lets the next one in', async () => {
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const leaving = new AbortController();
      const gone = fetch(`${address}${report}`, { headers: { authorization: `Bearer ${token}` }, signal: leaving.signal });
      await preparing(1);
      const next = api.request({ method: 'GET', url: `/api/reports/contracts/ppa-report/${YEAR}`, token });
      while (api.app.reportQueue.size.waiting < 1) await nextTurn();
      leaving.abort();
      await expect(gone).rejects.toThrow();
      expect((await next).statusCode).toBe(200);
      // The production stopped at a slice (it did not run to its end for nobody).
      expect(logs.some((line) => line.includes(new ReportCancelled().message))).toBe(true);
      expect(api.app.reportQueue.size).toEqual({ preparing: 0, waiting: 0 });
    } finally {
      api.app.server.closeAllConnections();
      await new Promise<void>((resolve) => api.app.server.close(() => resolve()));
    }
  });
});
