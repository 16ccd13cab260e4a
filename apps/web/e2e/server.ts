import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess, type ServerProcess } from '../../server/test/helpers/processes';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export type RunningServer = Pick<ServerProcess, 'baseUrl' | 'output' | 'stop'>;

/**
 * Starts `apps/server/src/main.ts` on a fresh embedded database (a data folder
 * of its own, removed on stop) through the server tests' process helper, and
 * waits for /api/health; `env` adds configuration.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'subaybay-e2e-data-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServerProcess({ DATA_DIR: dataDir, ...env }, { timeoutMs: 150_000 });
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
