import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { declaredOperations, reportQueueOperations } from '@subaybay/domain';
import { and, eq } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.js';
import { createOffice, login, PASSWORD, registrationPayload, type Office, type SignedInUser } from './helpers/factories.js';
import { makeSuperuser } from './helpers/finance.js';
import { multipartBody, photoFixture } from './helpers/photos.js';
import { loadReferenceOffice, referenceOffice } from './helpers/reference-office.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { userFor, writeCases } from './helpers/write-cases.js';

/**
 * Every query the API sends filters by office: a tenant table (one with
 * `account_id`) is read, changed or deleted only under a condition on its
 * `account_id`, and written only with an `account_id` value. This is what
 * lets PostgreSQL be distributed by office (Citus, distribution column
 * `account_id`, docs/deploy.md): each such query goes to one office's shard.
 *
 * The SQL is collected with Drizzle's query logger while the API is driven:
 * one good request of every write route (helpers/write-cases.ts, the same
 * cases the activity test runs), the routes that are not changes (sign-in,
 * refresh, sign-out, registration, download tokens), and every GET operation
 * declared in packages/domain on an office loaded with the reference office.
 * The distinct queries are written to a file (path printed) for a reader.
 */

/** Tables without `account_id`, and why a query over them needs no office filter (the reference tables in Citus). */
const TABLES_WITHOUT_OFFICE: Record<string, string> = {
  accounts: 'the offices themselves: a row is found by its id, which is the account_id of every other table (distributed by id, colocated with them)',
  roles: 'the five roles, the same for every office (reference table)',
  provinces: 'PSGC provinces, the same for every office (reference table)',
  municipalities: 'PSGC cities and municipalities, the same for every office (reference table)',
  subscription_types: 'the plans offered, the same for every office (reference table)',
  rate_limit_counters: 'sign-in and registration counters keyed by address and username, before any office is known (reference-like: small, one row per key)',
  forum_categories: 'the forum is shared by every office; its categories belong to none (reference table)',
  user_roles: "a user's roles, keyed by user_id; always read or written with the user, whose row carries account_id (in Citus it needs account_id to be colocated: docs/deploy.md)",
};

/**
 * Queries over a tenant table that rightly do not filter by one office, each
 * matched by a pattern of its SQL, with the reason. Anything else unfiltered fails.
 */
const CROSS_OFFICE_QUERIES: Array<{ pattern: RegExp; reason: string }> = [
  {
    pattern: /^select "id"(, "account_id", "password_hash", "is_active")? from "users" where lower\("users"\."username"\) = lower\(\$1\) limit \$2$/,
    reason:
      'a username is unique across offices and signs in before its office is known: sign-in, registration and user creation look it up in every office ' +
      '(in Citus a query to every shard, or a reference table of usernames: docs/deploy.md)',
  },
  {
    pattern: /^select "forum_(posts|replies)"\..* from "forum_(posts|replies)" inner join /,
    reason: "the forum is shared by every office (spec 3): its posts and replies are read with their author's name and office across offices by design",
  },
];

/** The tables of the schema with and without `account_id`. */
function tablesOfSchema(): { tenant: Set<string>; other: Set<string> } {
  const tenant = new Set<string>();
  const other = new Set<string>();
  for (const value of Object.values(schema)) {
    if (typeof value !== 'object' || value === null || !(Symbol.for('drizzle:IsDrizzleTable') in value)) continue;
    const config = getTableConfig(value as PgTable);
    (config.columns.some((column) => column.name === 'account_id') ? tenant : other).add(config.name);
  }
  return { tenant, other };
}

const SQL_WORDS = new Set(['where', 'on', 'left', 'right', 'inner', 'full', 'cross', 'join', 'set', 'order', 'group', 'limit', 'as', 'values', 'lateral', 'using', 'returning', 'for', 'having', 'union', 'offset', 'select', 'default']);

interface TableReference {
  table: string;
  /** The name its columns are qualified by: its alias, or its name. */
  alias: string;
  insert: boolean;
  /** The text from the reference to the end of its (sub)query: where an unqualified `account_id` is its own. */
  scope: string;
}

/** Each reference to one of `tables` in `query`. */
function tableReferences(query: string, tables: Set<string>): TableReference[] {
  const found: TableReference[] = [];
  const reference = /\b(from|join|update|into)\s+"?([a-z_]+)"?(?:\s+(?:as\s+)?"?([A-Za-z_][A-Za-z0-9_]*)"?)?/gi;
  for (const match of query.matchAll(reference)) {
    const table = match[2]!;
    if (!tables.has(table)) continue;
    const alias = match[3] && !SQL_WORDS.has(match[3].toLowerCase()) ? match[3] : table;
    found.push({ table, alias, insert: match[1]!.toLowerCase() === 'into', scope: enclosingScope(query, match.index) });
  }
  return found;
}

/** From `start` to the parenthesis that closes the (sub)query it is in, or to the end. */
function enclosingScope(query: string, start: number): string {
  let depth = 0;
  for (let index = start; index < query.length; index += 1) {
    if (query[index] === '(') depth += 1;
    if (query[index] === ')' && --depth < 0) return query.slice(start, index);
  }
  return query.slice(start);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PARAMETER = String.raw`\$\d+`;
const qualified = (alias: string) => `"?${escape(alias)}"?\\."?account_id"?`;
/** `<column> = $n`, `$n = <column>`, `<column> in (…)`, `<column> = any(…)`. */
const boundBy = (column: string) => new RegExp(`${column}\\s*(=\\s*${PARAMETER}|in\\s*\\(|=\\s*any\\s*\\()|${PARAMETER}\\s*=\\s*${column}`, 'i');
/** Any office named by a parameter in the query: some `account_id = $n`, or the office row `accounts.id = $n`. */
const namesAnOffice = (query: string) => boundBy(`(?:"?\\w+"?\\.)?"?account_id"?`).test(query) || boundBy(`"?accounts"?\\."?id"?`).test(query);

/**
 * Whether the query keeps the reference to one office: an `account_id` value
 * (an insert); its `account_id` equal to a parameter (qualified, or unqualified
 * inside its own subquery); or equal to another table's `account_id` (or
 * `accounts.id`: a colocated join) in a query that names the office.
 */
function filtersByOffice(query: string, reference: TableReference): boolean {
  if (reference.insert) return new RegExp(`insert into "?${reference.table}"?(?:\\s+as\\s+"?\\w+"?)?\\s*\\([^)]*"?account_id"?`, 'i').test(query);
  const column = qualified(reference.alias);
  if (boundBy(column).test(query)) return true;
  if (boundBy(`(?<![."\\w])"?account_id"?`).test(reference.scope)) return true;
  const otherOffice = String.raw`(?:"?\w+"?\."?account_id"?|"?accounts"?\."?id"?)`;
  const joined = new RegExp(`${column}\\s*=\\s*${otherOffice}|${otherOffice}\\s*=\\s*${column}`, 'i');
  return joined.test(query) && namesAnOffice(query);
}

/** `DELETE /api/contracts/delete/{id}/` for a request URL: the operation, so the list says which route sent a query. */
function operationName(options: InjectOptions): string {
  return `${options.method ?? 'GET'} ${String(options.url).split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/{n}')}`;
}

/** The references of `query` over tenant tables that do not filter by office (the check below, on one statement). */
function unfilteredTables(query: string): string[] {
  return tableReferences(query, tablesOfSchema().tenant)
    .filter((reference) => !filtersByOffice(query, reference))
    .map((reference) => reference.table);
}

describe('the tenancy check of one statement', () => {
  it('passes a filter on account_id, an insert with it, an unqualified one in its own subquery and a join on it in a query that names the office', () => {
    expect(unfilteredTables('select "id" from "contracts" where ("contracts"."account_id" = $1 and "contracts"."id" = $2)')).toEqual([]);
    expect(unfilteredTables('insert into "contractors" ("id", "account_id", "name") values (default, $1, $2) returning "id"')).toEqual([]);
    expect(unfilteredTables('INSERT INTO contract_figures AS kept (account_id, contract_id) SELECT c.account_id, c.id FROM contracts c WHERE c.account_id = $1')).toEqual([]);
    expect(unfilteredTables('select (select count(*)::int from "systems" where "account_id" = $1), (select count(*)::int from "projects" where "account_id" = $2) from (select 1) as one')).toEqual([]);
    expect(
      unfilteredTables('select "a"."id" from "activity_logs" "a" inner join "users" on ("users"."account_id" = "a"."account_id" and "users"."id" = "a"."user_id") where "a"."account_id" = $1'),
    ).toEqual([]);
  });

  it('fails a read, update or delete by id alone, a join by user id alone, an unqualified filter of another subquery and a join on account_id in a query that names no office', () => {
    expect(unfilteredTables('select "id" from "contracts" where "contracts"."id" = $1')).toEqual(['contracts']);
    expect(unfilteredTables('update "user_sessions" set "refresh_jti" = $1 where "user_sessions"."id" = $2')).toEqual(['user_sessions']);
    expect(unfilteredTables('delete from "physical_schedules" where "physical_schedules"."id" = $1')).toEqual(['physical_schedules']);
    expect(unfilteredTables('insert into "projects" ("id", "name") values (default, $1)')).toEqual(['projects']);
    expect(
      unfilteredTables('select "a"."id" from "activity_logs" "a" inner join "users" on "users"."id" = "a"."user_id" where "a"."account_id" = $1'),
    ).toEqual(['users']);
    expect(unfilteredTables('select (select count(*) from "systems" where "id" = $1), (select count(*) from "projects" where "account_id" = $2) from (select 1) as one')).toEqual(['systems']);
    expect(unfilteredTables('select "forum_posts"."id" from "forum_posts" inner join "users" on "users"."account_id" = "forum_posts"."account_id" where "forum_posts"."id" = $1')).toEqual([
      'forum_posts',
      'users',
    ]);
  });
});

describe('every query the API sends filters by office (account_id)', () => {
  /** Each distinct statement (whitespace folded) and the routes that sent it. */
  const queries = new Map<string, Set<string>>();
  /** The route whose request is being answered; statements outside a request (the test's own set-up) are not collected. */
  let route: string | undefined;
  let api!: TestApp;
  /** The test app whose requests collect SQL. */
  let driven!: TestApp;
  const answered: Array<{ route: string; status: number; body: string }> = [];

  beforeAll(async () => {
    api = await createTestApp({
      logQuery: (query) => {
        if (!route) return;
        const text = query.replace(/\s+/g, ' ').trim();
        if (!queries.has(text)) queries.set(text, new Set());
        queries.get(text)!.add(route);
      },
    });
    driven = {
      ...api,
      async request(options) {
        const outer = route;
        route = operationName(options);
        try {
          const response = await api.request(options);
          answered.push({ route: route, status: response.statusCode, body: response.body.slice(0, 300) });
          return response;
        } finally {
          route = outer;
        }
      },
    };
  }, 60_000);

  afterAll(async () => {
    await api?.close();
  });

  /** A request through `driven`, refused if it does not succeed. */
  async function succeed(options: InjectOptions & { token?: string }) {
    const response = await driven.request(options);
    expect(response.statusCode, `${options.method} ${options.url} → ${response.body.slice(0, 300)}`).toBeLessThan(300);
    return response;
  }

  it('drives every write route, the sign-in routes and every declared GET, and finds no query over a tenant table without account_id', async () => {
    // Every write route, each on an office of its own as the activity test runs them.
    for (const write of writeCases) {
      const office = await createOffice(api);
      const request = await write.arrange(driven, office);
      const user = request.as === 'inspector' ? office.inspector : userFor(office, request.url);
      await succeed({ method: request.method, url: request.url, token: user.access, ...(request.payload ? { payload: request.payload } : {}), ...(request.headers ? { headers: request.headers } : {}) });
    }

    // Registration, sign-in, refresh, download token, the activity log's own line, sign-out.
    const registration = registrationPayload();
    await succeed({ method: 'POST', url: '/api/accounts/create/', payload: registration });
    const tokens = (await succeed({ method: 'POST', url: '/api/token/', payload: { username: registration.username, password: PASSWORD } })).json() as { access: string; refresh: string };
    const refreshed = (await succeed({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: tokens.refresh } })).json() as { access: string; refresh: string };
    await succeed({ method: 'POST', url: '/api/reports/download-token/', token: refreshed.access, payload: { path: '/api/contracts/year/2024/excel' } });
    await succeed({ method: 'POST', url: '/api/activity-logs/create/', token: refreshed.access, payload: { action: 'Login' } });
    await succeed({ method: 'POST', url: '/api/token/logout/', payload: { refresh: refreshed.refresh } });

    // Every declared GET, on an office with the reference office's records.
    const office = await createOffice(api);
    await makeSuperuser(api, office.holder);
    const holder: SignedInUser = { ...office.holder, ...(await login(api, office.holder.username, office.holder.password)) };
    const loaded = await loadReferenceOffice(driven, holder);
    await walkEveryGet(office, holder, loaded);

    const { tenant, other } = tablesOfSchema();
    expect([...other].sort()).toEqual(Object.keys(TABLES_WITHOUT_OFFICE).sort());
    expect(tenant.size).toBeGreaterThan(20);

    const file = process.env.TENANCY_QUERIES_FILE ?? path.join(tmpdir(), `subaybay-tenancy-queries-${process.env.SUBAYBAY_TEST_DB ?? 'pglite'}.sql`);
    writeFileSync(file, [...queries].map(([query, routes]) => `-- ${[...routes].sort().join(', ')}\n${query};\n`).join('\n'));
    console.log(`Checked ${queries.size} distinct queries from ${new Set(answered.map((entry) => entry.route)).size} routes: ${file}`);

    const unfiltered: string[] = [];
    for (const [query, routes] of queries) {
      if (CROSS_OFFICE_QUERIES.some((exempt) => exempt.pattern.test(query))) continue;
      for (const reference of tableReferences(query, tenant)) {
        if (!filtersByOffice(query, reference)) unfiltered.push(`${reference.table} in ${[...routes].join(', ')}: ${query}`);
      }
    }
    expect(unfiltered).toEqual([]);
    // So the check cannot pass by seeing little: the routes above send this many distinct statements today.
    expect(queries.size).toBeGreaterThan(200);
  }, 600_000);

  /**
   * Every GET operation of packages/domain, its path parameters filled from the
   * loaded office (a record's route takes the id of the longest family its path
   * starts with). Every one must answer 200.
   */
  async function walkEveryGet(office: Office, holder: SignedInUser, loaded: Awaited<ReturnType<typeof loadReferenceOffice>>) {
    const get = async (url: string) => (await succeed({ method: 'GET', url: `/api/${url}`, token: holder.access })).json() as unknown;
    // The fixture's contract 5 has every kind of record (a suspension, extensions, variation orders); the project, expenditures.
    const contractId = loaded.contractIds.get(5)!;
    const projectId = loaded.projectIds.get(referenceOffice.project_expenditures[0].project_id as number)!;
    const category = ((await get('forum/categories/')) as Array<{ id: number }>)[0]!.id;
    const post = (await succeed({ method: 'POST', url: '/api/forum/posts/create/', token: holder.access, payload: { cat_id: category, title: 'Slippage', body: '<p>How?</p>' } })).json() as { id: number };
    await succeed({ method: 'POST', url: '/api/forum/replies/create/', token: holder.access, payload: { post_id: post.id, message: 'Like this.' } });
    // One record of each kind of the contract, read straight from the database (not through a route: not collected).
    const firstOf = async (table: typeof schema.physicalSchedules | typeof schema.physicalAccomplishments | typeof schema.approvedTimeExtensions | typeof schema.financialAccomplishments | typeof schema.variationOrders) =>
      (await api.db.select({ id: table.id }).from(table).where(and(eq(table.accountId, office.accountId), eq(table.contractId, contractId))).limit(1))[0]!.id;
    const [feature] = await api.db
      .select({ id: schema.physicalFeatures.id, nameId: schema.physicalFeatures.physicalFeatureNameId })
      .from(schema.physicalFeatures)
      .where(and(eq(schema.physicalFeatures.accountId, office.accountId), eq(schema.physicalFeatures.contractId, contractId)))
      .limit(1);
    const [expenditure] = await api.db
      .select({ id: schema.projectExpenditures.id })
      .from(schema.projectExpenditures)
      .where(and(eq(schema.projectExpenditures.accountId, office.accountId), eq(schema.projectExpenditures.projectId, projectId)))
      .limit(1);
    const featureNameId = feature!.nameId;
    // A site photo of the contract, uploaded through the route (its queries collected too).
    const uploadPhoto = async (id: number) => {
      const { payload, headers } = await multipartBody({ stage: 'before' }, { bytes: await photoFixture(), filename: 'site.jpg', type: 'image/jpeg' });
      return ((await succeed({ method: 'POST', url: `/api/contracts/${id}/photos/`, token: holder.access, headers, payload })).json() as { id: number }).id;
    };
    const ids = new Map<string, number>([
      ['contracts', contractId],
      ['projects', projectId],
      ['contractors', [...loaded.contractorIds.values()][0]!],
      ['forum/posts', post.id],
      ['physical-features/names', featureNameId],
      ['physical-features/features', feature!.id],
      ['physical-schedules', await firstOf(schema.physicalSchedules)],
      ['physical-accomplishments', await firstOf(schema.physicalAccomplishments)],
      ['approved-time-extensions', await firstOf(schema.approvedTimeExtensions)],
      ['financial-accomplishments', await firstOf(schema.financialAccomplishments)],
      ['variation-orders', await firstOf(schema.variationOrders)],
      ['project-expenditures', expenditure!.id],
      ['reports/contracts/contract-excel-report', contractId],
      ['reports/contracts/contract-timeline-excel-report', contractId],
      ['systems', ((await get('systems/')) as Array<{ id: number }>)[0]!.id],
      ['contract-photos', await uploadPhoto(contractId)],
    ]);
    const named: Record<string, string> = {
      year: '2024',
      limit: '10',
      userId: String(office.holder.id),
      catId: String(category),
      postId: String(post.id),
      nameId: String(featureNameId),
      contractId: String(contractId),
      projectId: String(projectId),
      name: encodeURIComponent(referenceOffice.contractors[0].name as string),
    };
    // Where a report waits in the queue is kept in memory and reads no table; a ticket is known
    // only while its report is pending, and only to its user (report-queue.test.ts).
    const gets = declaredOperations().filter((operation) => operation.method === 'GET' && operation !== reportQueueOperations.place);
    for (const operation of gets) {
      const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (name !== 'id') return named[name] ?? '';
        // The id of the longest family the path starts with ("contracts/details/{id}" takes a contract's).
        const key = [...ids.keys()].filter((family) => operation.path.startsWith(`${family}/`)).sort((a, b) => b.length - a.length)[0];
        const id = key === undefined ? undefined : ids.get(key);
        expect(id, `no id for ${operation.path}`).toBeDefined();
        return String(id);
      });
      const query = operation.query && 'shape' in operation.query && 'as_of' in (operation.query.shape as object) ? '?as_of=2024-06-30' : '';
      const response = await driven.request({ method: 'GET', url: `/api/${url}${query}`, token: holder.access });
      expect(response.statusCode, `GET ${url}${query} → ${response.body.slice(0, 300)}`).toBe(200);
    }
  }
});
