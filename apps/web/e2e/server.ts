import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess, type ServerProcess } from '../../server/test/helpers/processes';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export type RunningServer = Pick<ServerProcess, 'baseUrl' | 'output' | 'stop'>;

const SERVER_START_TIMEOUT_MS = 150_000;

/**
 * Starts `apps/server/src/main.ts` on a data folder of its own (removed on
 * stop) through the server tests' process helper, and waits for /api/health;
 * `env` adds configuration. With `template`, the folder is a copy of that
 * already migrated and seeded one (global-setup.ts), so the server only
 * opens it; without, the server migrates and seeds an empty one.
 */
export async function startServer(env: Record<string, string> = {}, template?: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'subaybay-e2e-data-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    if (template) cpSync(template, dataDir, { recursive: true });
    const server = await startServerProcess({ DATA_DIR: dataDir, ...env }, { timeoutMs: SERVER_START_TIMEOUT_MS });
    return {
      baseUrl: server.baseUrl,
      output: server.output,
      stop: async () => {
        await server.stop();
        removeDataDir();
      },
    };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}

/**
 * Fills `dataDir` with what a first boot leaves: the schema migrated and the
 * demo office seeded. The JWT secret is removed so each copy makes its own.
 */
export async function prepareDataTemplate(dataDir: string): Promise<void> {
  const server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: SERVER_START_TIMEOUT_MS });
  try {
    await shutDownCleanly(dataDir, server.output);
  } finally {
    await server.stop();
  }
  rmSync(path.join(dataDir, 'jwt-secret'), { force: true });
}

/**
 * Sends SIGTERM to the server itself (its pid is in the data folder's lock)
 * and waits until its shutdown has closed the database and removed the lock.
 * Not through the tsx wrapper: on a busy machine tsx may SIGKILL its child
 * 30 ms after relaying a signal, which would leave the copy an unclosed database.
 */
async function shutDownCleanly(dataDir: string, output: () => string): Promise<void> {
  const lockFile = path.join(dataDir, 'pglite.lock');
  const owner: unknown = JSON.parse(readFileSync(lockFile, 'utf8'));
  const pid = typeof owner === 'object' && owner !== null && 'pid' in owner ? owner.pid : undefined;
  if (typeof pid !== 'number') throw new Error(`No server pid in ${lockFile}`);
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  while (existsSync(lockFile)) {
    if (Date.now() > deadline) throw new Error(`The server did not close its database within 30 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
