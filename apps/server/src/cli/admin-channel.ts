import { chmodSync, mkdirSync, statSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import path from 'node:path';

/**
 * How an operator command reaches a server that owns the embedded database
 * (docs/decisions/016): a Unix socket in `DATA_DIR/run/` (directory 0700,
 * socket 0600). Whoever can open the socket file is the operator — the same
 * filesystem permission that guards the data itself — so no password or token
 * is involved. The server runs the command with the same `runAdmin` against
 * its own database and sends back what it printed and the exit code.
 *
 * One JSON line each way: `{"argv": [...]}` from the command; `{"out": line}`,
 * `{"err": line}` and finally `{"exit": code}` from the server.
 */

export const adminSocketOf = (dataDir: string) => path.join(dataDir, 'run', 'admin.sock');

/** Longest Unix socket path Linux and macOS accept (sun_path, less its terminating NUL). */
const MAX_SOCKET_PATH_BYTES = 103;
const MAX_REQUEST_BYTES = 64 * 1024;
const REQUEST_TIMEOUT_MS = 10_000;
/** A command hashes a password and writes a few rows; a minute means the server is stuck. */
const COMMAND_TIMEOUT_MS = 60_000;

export type RunOperatorCommand = (argv: string[], out: (line: string) => void, err: (line: string) => void) => Promise<number>;

export interface AdminChannel {
  readonly socketPath: string;
  /** Stops taking commands and waits for the one running, so the database may close after it. */
  close(): Promise<void>;
}

function socketPathProblem(socketPath: string): string | undefined {
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    return `the path ${socketPath} is longer than the ${MAX_SOCKET_PATH_BYTES} bytes a Unix socket may have (use a shorter DATA_DIR)`;
  }
  return undefined;
}

/** Creates `DATA_DIR/run` readable by this user only, and refuses one that belongs to another user. */
function privateRunDirectory(socketPath: string): void {
  const dir = path.dirname(socketPath);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = statSync(dir);
  if (process.getuid && stat.uid !== process.getuid()) throw new Error(`${dir} belongs to another user (uid ${stat.uid})`);
  chmodSync(dir, 0o700);
}

function parseRequest(line: string): string[] | undefined {
  try {
    const request = JSON.parse(line) as { argv?: unknown };
    const argv = request.argv;
    if (Array.isArray(argv) && argv.length <= 32 && argv.every((arg) => typeof arg === 'string')) return argv as string[];
  } catch {
    // not JSON: answered below
  }
  return undefined;
}

/** Listens for operator commands; the caller holds the data directory's lock, so a socket file left by a crash is its to replace. */
export async function openAdminChannel(dataDir: string, run: RunOperatorCommand): Promise<AdminChannel> {
  const socketPath = adminSocketOf(dataDir);
  const problem = socketPathProblem(socketPath);
  if (problem) throw new Error(problem);
  privateRunDirectory(socketPath);
  try {
    unlinkSync(socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }

  // Commands run one at a time; `running` is what close() waits for.
  let running: Promise<unknown> = Promise.resolve();
  const answer = (socket: Socket, message: object) => {
    if (!socket.destroyed) socket.write(JSON.stringify(message) + '\n');
  };

  const server = createServer((socket) => {
    socket.setEncoding('utf8');
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    let received = '';
    const onData = (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (end === -1) {
        if (received.length > MAX_REQUEST_BYTES) socket.destroy();
        return;
      }
      socket.off('data', onData);
      socket.setTimeout(0);
      const argv = parseRequest(received.slice(0, end));
      if (!argv) {
        answer(socket, { err: 'The request was not understood; send it with `npm run admin -- <command>`.' });
        answer(socket, { exit: 1 });
        socket.end();
        return;
      }
      // The command runs to its end even if the caller goes away: it is one transaction either way.
      running = running.then(async () => {
        let exit: number;
        try {
          exit = await run(
            argv,
            (line) => answer(socket, { out: line }),
            (line) => answer(socket, { err: line }),
          );
        } catch (error) {
          answer(socket, { err: `Failed: ${(error as Error).message}` });
          exit = 1;
        }
        answer(socket, { exit });
        socket.end();
      });
    };
    socket.on('data', onData);
    socket.on('error', () => {});
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);

  return {
    socketPath,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await running;
    },
  };
}

export type SendOutcome =
  | { kind: 'done'; exitCode: number }
  /** Nothing was sent: no socket, nobody listening, or no permission. */
  | { kind: 'unreachable'; reason: string }
  /** Sent, but the answer never came: the command may or may not have run. */
  | { kind: 'interrupted'; reason: string };

const unreachableReason = (error: NodeJS.ErrnoException, socketPath: string) => {
  switch (error.code) {
    case 'ENOENT':
      return `there is no ${socketPath}`;
    case 'ECONNREFUSED':
      return `nothing listens on ${socketPath}`;
    case 'EACCES':
    case 'EPERM':
      return `this user may not open ${socketPath} (run the command as the user that runs the server)`;
    default:
      return `${socketPath}: ${error.message}`;
  }
};

/** Sends one command to the server owning `dataDir` and relays what it prints. */
export function sendAdminCommand(
  dataDir: string,
  argv: readonly string[],
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<SendOutcome> {
  const socketPath = adminSocketOf(dataDir);
  const problem = socketPathProblem(socketPath);
  if (problem) return Promise.resolve({ kind: 'unreachable', reason: problem });
  return new Promise((resolve) => {
    let connected = false;
    let settled = false;
    let received = '';
    const settle = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(outcome);
    };
    const socket = connect(socketPath, () => {
      connected = true;
      socket.write(JSON.stringify({ argv }) + '\n');
    });
    socket.setEncoding('utf8');
    socket.setTimeout(COMMAND_TIMEOUT_MS, () => settle({ kind: 'interrupted', reason: `the server did not answer within ${COMMAND_TIMEOUT_MS / 1000} s` }));
    socket.on('data', (chunk: string) => {
      received += chunk;
      for (let end = received.indexOf('\n'); end !== -1; end = received.indexOf('\n')) {
        const line = received.slice(0, end);
        received = received.slice(end + 1);
        let message: { out?: unknown; err?: unknown; exit?: unknown };
        try {
          message = JSON.parse(line) as typeof message;
        } catch {
          continue;
        }
        if (typeof message.out === 'string') out(message.out);
        if (typeof message.err === 'string') err(message.err);
        if (typeof message.exit === 'number') settle({ kind: 'done', exitCode: message.exit });
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      settle(connected ? { kind: 'interrupted', reason: error.message } : { kind: 'unreachable', reason: unreachableReason(error, socketPath) });
    });
    socket.on('close', () => settle({ kind: 'interrupted', reason: 'the server closed the connection before the command finished' }));
  });
}
