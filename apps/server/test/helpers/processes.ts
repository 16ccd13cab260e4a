import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ADMIN_BUNDLE, SERVER_BUNDLE } from '../../scripts/bundle-server.js';

/**
 * The server and `npm run admin` as real processes, for tests of what only
 * separate processes show (two owners of one embedded database). Each call
 * names its own DATA_DIR and port; `stop` ends the whole process group.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The server's bundle, as `npm start` and `npm run admin` run it
 * (scripts/bundle-server.ts): the test projects that start processes build it
 * once per run in their global set-up (helpers/server-bundle-setup.ts).
 */
function bundled(file: string): string[] {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build -w @subaybay/server\` (the test set-up does).`);
  return ['--enable-source-maps', file];
}

/** The environment of a child: this one's, without a database it did not ask for. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return { ...inherited, LOG_LEVEL: 'warn', LOG_PRETTY: 'false', ...env };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  /** The server's process id (its memory is read from /proc by the benchmarks). */
  pid: number;
  output: () => string;
  /** null while the process runs. */
  exitCode: () => number | null;
  /** SIGTERM (the server's clean shutdown), SIGKILL after 15 s. */
  stop: () => Promise<void>;
}

function collect(child: ChildProcess): () => string {
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return () => log;
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const pid = child.pid;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-pid, 'SIGTERM'); // the server and any process it started
  } catch {
    child.kill('SIGTERM');
  }
  const killer = setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, 15_000);
  return exited.finally(() => clearTimeout(killer));
}

/** Starts `apps/server/src/main.ts` and waits until /api/health answers. */
export async function startServerProcess(env: Record<string, string>, options: { timeoutMs?: number } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, bundled(SERVER_BUNDLE), {
    cwd: repoRoot,
    env: childEnv({ PORT: String(port), HOST: '127.0.0.1', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = collect(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => stopGroup(child);
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, pid: child.pid!, output, stop, exitCode: () => child.exitCode };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer /api/health in time:\n${output()}`);
}

/** Runs a process to its end (killed after `timeoutMs`) and returns its exit code and output. */
function runToEnd(args: string[], env: Record<string, string>, timeoutMs: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const killer = setTimeout(() => void stopGroup(child), timeoutMs);
    // 'close' comes after the pipes have given their last lines.
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** `npm run admin -- <argv>` with the given DATA_DIR / DATABASE_URL. */
export function runAdminProcess(env: Record<string, string>, ...argv: string[]) {
  return runToEnd([...bundled(ADMIN_BUNDLE), ...argv], env, 60_000);
}

/** A second server start that is expected to stop by itself. */
export function runServerToExit(env: Record<string, string>, timeoutMs = 60_000) {
  return freePort().then((port) => runToEnd(bundled(SERVER_BUNDLE), { PORT: String(port), HOST: '127.0.0.1', ...env }, timeoutMs));
}
