import path from 'node:path';
import type { AppConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import type { DataDirLock } from './data-dir-lock.js';

/**
 * The database the configuration names: PostgreSQL when DATABASE_URL is set,
 * else PGlite in DATA_DIR — which only the holder of the data directory's lock
 * may open (db/data-dir-lock.ts), so the caller passes it.
 */
export async function openConfiguredDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & { timeouts?: AppConfig['timeouts'] },
  dataDirLock?: DataDirLock,
): Promise<DatabaseHandle> {
  if (!config.databaseUrl && !dataDirLock) throw new Error('The embedded database is opened only by the holder of the data directory lock.');
  const handle = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, statementTimeoutMs: config.timeouts?.statementMs })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  // Servers started together on one PostgreSQL take turns: the first migrates, the others find nothing to do.
  await handle.exclusively(() => handle.migrate());
  return handle;
}

/** Where the data lives, for log lines, without the password of a URL. */
export function describeDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  try {
    const url = new URL(config.databaseUrl);
    if (url.password) url.password = '***';
    return `PostgreSQL ${url.toString()}`;
  } catch {
    return 'PostgreSQL';
  }
}
