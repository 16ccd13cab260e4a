import { AppError } from '@subaybay/domain';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { expenditureSourceNames } from '../src/db/schema/expenditure-source-names.js';
import { insertExpenditureSourceName } from '../src/features/expenditure-source-names/expenditure-source-names.repository.js';
import { requireAccess } from '../src/lib/access.js';
import { isDatabaseId, parseDatabaseId } from '../src/lib/http.js';
import { apiTest } from './helpers/api-test.js';
import { unique } from './helpers/factories.js';
import type { TestApp } from './helpers/test-app.js';

/** A name of the office, written straight to the database: these tests are about ids, not the API's rules. */
async function nameOf(api: TestApp, accountId: number): Promise<number> {
  const suffix = unique();
  const row = await insertExpenditureSourceName(api.db, accountId, { longName: `Contract Works ${suffix}`, shortName: suffix });
  return row.id;
}

/** The database, counting the queries asked of it (`select` calls). */
function counting(db: Database): { db: Database; selects: () => number } {
  let selects = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        selects += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, selects: () => selects };
}

/** What `requireAccess` answered: 'ok', or the error code it threw. */
async function accessTo(db: Database, accountId: number, ids: number[]): Promise<string> {
  try {
    await requireAccess(db, accountId, expenditureSourceNames, ids);
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return `${error.code}: ${error.detail}`;
    throw error;
  }
}

const NOT_FOUND = 'NOT_FOUND: Not found.';

describe('requireAccess: do these ids belong to the office (one query)', () => {
  apiTest("passes for the office's own ids, each counted once", async ({ api, office }) => {
    const first = await nameOf(api, office.accountId);
    const second = await nameOf(api, office.accountId);
    expect(await accessTo(api.db, office.accountId, [first])).toBe('ok');
    expect(await accessTo(api.db, office.accountId, [second, first, second, first])).toBe('ok');
    const counted = counting(api.db);
    expect(await accessTo(counted.db, office.accountId, [first, second])).toBe('ok');
    expect(counted.selects()).toBe(1);
    expect(await accessTo(counted.db, office.accountId, [])).toBe('ok');
    expect(counted.selects()).toBe(1);
  });

  apiTest("answers 404 for another office's id, as for a missing one", async ({ api, office, otherOffice }) => {
    const theirs = await nameOf(api, otherOffice.accountId);
    expect(await accessTo(api.db, office.accountId, [theirs])).toBe(NOT_FOUND);
    expect(await accessTo(api.db, otherOffice.accountId, [theirs])).toBe('ok');
    expect(await accessTo(api.db, office.accountId, [2_147_483_647])).toBe(NOT_FOUND);
  });

  apiTest('answers 404 for a mixed list: one foreign or missing id spoils it', async ({ api, office, otherOffice }) => {
    const mine = await nameOf(api, office.accountId);
    const theirs = await nameOf(api, otherOffice.accountId);
    const counted = counting(api.db);
    expect(await accessTo(counted.db, office.accountId, [mine, theirs])).toBe(NOT_FOUND);
    expect(counted.selects()).toBe(1);
    expect(await accessTo(api.db, office.accountId, [mine, mine, theirs])).toBe(NOT_FOUND);
    expect(await accessTo(api.db, office.accountId, [mine, 2_147_483_646])).toBe(NOT_FOUND);
  });

  apiTest('answers 404 for numbers that are not database ids, without asking the database', async ({ api, office }) => {
    const mine = await nameOf(api, office.accountId);
    const counted = counting(api.db);
    for (const id of [0, -1, 1.5, Number.NaN, 2 ** 31, Number.MAX_SAFE_INTEGER + 2]) {
      expect(await accessTo(counted.db, office.accountId, [mine, id]), String(id)).toBe(NOT_FOUND);
    }
    expect(counted.selects()).toBe(0);
  });
});

describe('ownership through the API', () => {
  apiTest("another office's name cannot be updated (404) and stays as it was", async ({ api, office, otherOffice }) => {
    const theirs = await nameOf(api, otherOffice.accountId);
    const response = await api.request({
      method: 'PUT',
      url: `/api/expenditure-source-names/update/${theirs}/`,
      token: office.holder.access,
      payload: { long_name: 'Taken Over Name', short_name: 'TON' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });

    const listed = await api.request({ method: 'GET', url: '/api/expenditure-source-names/', token: otherOffice.holder.access });
    expect(listed.json()).toEqual([expect.objectContaining({ id: theirs, long_name: expect.stringMatching(/^Contract Works /) })]);
  });

  apiTest('a path id that is not a database id is 404 before any lookup', async ({ api, office }) => {
    const response = await api.request({
      method: 'PUT',
      url: '/api/expenditure-source-names/update/99999999999/',
      token: office.holder.access,
      payload: { long_name: 'Contract Works', short_name: 'CW' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the one id rule', () => {
  it('reads a decimal id, and nothing that names no row', () => {
    expect(parseDatabaseId('1')).toBe(1);
    expect(parseDatabaseId('2147483647')).toBe(2_147_483_647);
    for (const text of ['0', '-1', '01', '1.0', '1e3', ' 1', 'abc', '', '2147483648', '99999999999']) {
      expect(parseDatabaseId(text), text).toBeUndefined();
    }
    expect(isDatabaseId(2_147_483_647)).toBe(true);
    for (const id of [0, -1, 1.5, Number.NaN, 2 ** 31]) expect(isDatabaseId(id), String(id)).toBe(false);
  });
});
