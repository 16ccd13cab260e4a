import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationPayload, type SignedInUser } from '../helpers/factories.js';
import { hasPostgres15, PG_BIN, startThrowawayCluster, type Cluster } from '../helpers/postgres-cluster.js';
import { startServerProcess, type ServerProcess } from '../helpers/processes.js';
import { loadReferenceOffice, referenceExpected, referenceOffice } from '../helpers/reference-office.js';
import type { TestApp } from '../helpers/test-app.js';

/**
 * scripts/backup.sh and scripts/restore.sh, end to end (docs/deploy.md): an
 * office entered through the API of a running server (the reference office:
 * contracts with schedules, accomplishments, suspensions, extensions, variation
 * orders, billings, features and project finance) is backed up while that
 * server runs, restored into another database, and a server started on the
 * restored database answers exactly what the first one answered.
 */

if (!hasPostgres15) console.warn(`Skipping the backup and restore test: ${PG_BIN}/initdb does not exist (install PostgreSQL 15).`);

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const JWT_SECRET = 'a-secret-for-the-backup-test-only-0123456789';
/** The cluster's own client binaries, whatever pg_dump the PATH finds first. */
const binaries = { PG_DUMP: path.join(PG_BIN, 'pg_dump'), PG_RESTORE: path.join(PG_BIN, 'pg_restore'), PSQL: path.join(PG_BIN, 'psql') };

function runScript(script: 'backup.sh' | 'restore.sh', databaseUrl: string, ...args: string[]) {
  const result = spawnSync('sh', [path.join(repoRoot, 'scripts', script), ...args], {
    env: { ...process.env, ...binaries, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A server process seen through the test app's `request`, so the reference office's loader enters its records over HTTP. */
function overHttp(server: ServerProcess): Pick<TestApp, 'request'> {
  return {
    async request({ method, url, token, payload }) {
      const response = await fetch(`${server.baseUrl}${String(url)}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const body = await response.text();
      return { statusCode: response.status, body, json: () => JSON.parse(body) as unknown } as LightMyRequestResponse;
    },
  };
}

async function signIn(server: ServerProcess, username: string, password: string): Promise<SignedInUser> {
  const response = await fetch(`${server.baseUrl}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status).toBe(200);
  const { access, refresh } = (await response.json()) as { access: string; refresh: string };
  return { id: 0, username, password, access, refresh };
}

/** What an office reads: every contract's details, summary and timeline at each as-of date, the year's lists and the dashboard's figures. */
async function answers(server: ServerProcess, holder: { username: string; password: string }, contractIds: number[]): Promise<Record<string, unknown>> {
  const reader = await signIn(server, holder.username, holder.password);
  const urls: string[] = ['reports/summaries/office-setup', 'projects/year/2024', 'contracts/years'];
  for (const asOf of Object.keys(referenceExpected.as_of)) {
    urls.push(`reports/summaries/contracts-accomplishment-by-year/2024?as_of=${asOf}`, `reports/contracts/contracts-report/2024?as_of=${asOf}`, `reports/contracts/ppa-report/2024?as_of=${asOf}`);
    for (const id of contractIds) urls.push(`contracts/details/${id}?as_of=${asOf}`, `contracts/${id}/summary?as_of=${asOf}`, `contracts/${id}/timeline?as_of=${asOf}`);
  }
  for (const id of contractIds) urls.push(`financial-accomplishments/contract/${id}`, `physical-features/features/contract/${id}`);
  const read: Record<string, unknown> = {};
  for (const url of urls) {
    const response = await fetch(`${server.baseUrl}/api/${url}`, { headers: { authorization: `Bearer ${reader.access}` } });
    expect(response.status, url).toBe(200);
    read[url] = await response.json();
  }
  return read;
}

describe.skipIf(!hasPostgres15)('backup and restore with scripts/backup.sh and scripts/restore.sh', () => {
  let cluster: Cluster | undefined;
  const servers: ServerProcess[] = [];
  const serverOn = async (database: string) => {
    const server = await startServerProcess(
      { DATABASE_URL: cluster!.urlOf(database), DATA_DIR: path.join(cluster!.root, `data-${database}`), JWT_SECRET },
      { timeoutMs: 50_000 },
    );
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    cluster = await startThrowawayCluster('backup');
    await cluster.query('CREATE DATABASE subaybay_original');
    await cluster.query('CREATE DATABASE subaybay_restored');
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (cluster) {
      for (const database of ['subaybay_original', 'subaybay_restored']) await cluster.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
      cluster.remove();
    }
  });

  it('an office backed up while its server runs is restored into a new database, and a server on it answers the same', async () => {
    const original = await serverOn('subaybay_original');
    // A new office, registered as an office would (the demo office beside it has records of the same names).
    const registration = registrationPayload();
    const registered = await fetch(`${original.baseUrl}/api/accounts/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration),
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    const holder = { username: registration.username, password: registration.password };
    // Project finance needs a super user or an accounting officer; the holder is made one, as the finance tests do.
    await cluster!.query('UPDATE users SET is_superuser = true WHERE username = $1', [holder.username], 'subaybay_original');
    const loaded = await loadReferenceOffice(overHttp(original), await signIn(original, holder.username, holder.password));
    const contractIds = [...loaded.contractIds.values()];
    expect(contractIds).toHaveLength(referenceOffice.contracts.length);
    const before = await answers(original, holder, contractIds);

    const backupFile = path.join(cluster!.root, 'subaybay.dump');
    const backup = runScript('backup.sh', cluster!.urlOf('subaybay_original'), backupFile);
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(backup.output).toMatch(/^Backed up to .*subaybay\.dump \(\d+ bytes\)\.$/m);
    expect(existsSync(backupFile)).toBe(true);

    const restore = runScript('restore.sh', cluster!.urlOf('subaybay_restored'), backupFile);
    expect(restore, restore.output).toMatchObject({ code: 0 });

    // A restore over a database that has data is refused and changes nothing.
    const again = runScript('restore.sh', cluster!.urlOf('subaybay_restored'), backupFile);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/the target database already has \d+ tables; restore into a new, empty database/);

    const restored = await serverOn('subaybay_restored');
    const after = await answers(restored, holder, contractIds);
    expect(Object.keys(after).length).toBeGreaterThan(40);
    expect(after).toEqual(before);
    // The migrations' journal came along: the restored server applied none (same rows, one each).
    const journal = (database: string) => cluster!.query<{ hash: string; created_at: string }>('SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY id', [], database);
    expect(await journal('subaybay_restored')).toEqual(await journal('subaybay_original'));
  }, 240_000);
});
