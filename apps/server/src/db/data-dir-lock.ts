import { linkSync, mkdirSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is PostgreSQL inside one process: two processes opening the same data
 * directory each keep their own copy of its state and overwrite each other's
 * writes. So the embedded database has one owner at a time — the server, or an
 * operator command when no server runs — recorded in `DATA_DIR/pglite.lock`.
 * A second opener is refused with the owner's pid instead (docs/decisions/016).
 *
 * Node has no flock, so the file is the lock: created atomically (a hard link
 * of a fully written file, which fails if the name exists), and judged stale
 * when its pid is gone (or, on Linux, is a newer process that reused the pid).
 */

export type DataDirHolder = 'server' | 'admin command';

export interface DataDirOwner {
  pid: number;
  holder: DataDirHolder;
  /** When the owner took the lock (ISO time), for the refusal sentence. */
  since: string;
  /** Linux: the process's start time in clock ticks (/proc/<pid>/stat), so a reused pid is not mistaken for the owner. */
  processStart?: string;
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock if it is still this process's; safe to call twice. */
  release(): void;
}

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner,
  ) {
    super(`${dataDir} is in use by ${owner.holder} pid ${owner.pid}`);
  }
}

export const lockFileOf = (dataDir: string) => path.join(dataDir, 'pglite.lock');

function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the name in field 2 may hold spaces, so count from its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(owner: Pick<DataDirOwner, 'pid' | 'processStart'>): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  if (owner.processStart === undefined) return true;
  const start = processStartOf(owner.pid);
  return start === undefined || start === owner.processStart;
}

function parseOwner(text: string): DataDirOwner | undefined {
  try {
    const value = JSON.parse(text) as Partial<DataDirOwner>;
    if (!Number.isSafeInteger(value.pid) || (value.holder !== 'server' && value.holder !== 'admin command')) return undefined;
    return {
      pid: value.pid!,
      holder: value.holder,
      since: typeof value.since === 'string' ? value.since : '',
      processStart: typeof value.processStart === 'string' ? value.processStart : undefined,
    };
  } catch {
    return undefined;
  }
}

function readLockFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The live owner of the data directory, if any. */
export function dataDirOwner(dataDir: string): DataDirOwner | undefined {
  const text = readLockFile(lockFileOf(dataDir));
  const owner = text === undefined ? undefined : parseOwner(text);
  return owner && isAlive(owner) ? owner : undefined;
}

/**
 * Moves a stale lock out of the way. Renaming is atomic, so of two processes
 * finding the same stale lock only one removes it; if what was moved is no
 * longer the stale content (another process took the lock in between), it is
 * put back.
 */
function removeStaleLock(file: string, staleText: string): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readLockFile(aside) !== staleText) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone else holds the name now; the next attempt reads their lock.
    }
  }
  unlinkSync(aside);
}

function tryCreate(file: string, text: string): boolean {
  const draft = `${file}.${process.pid}.draft`;
  writeFileSync(draft, text, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Takes the data directory for this process, or throws `DataDirBusyError`
 * naming the live owner. While the owner is another operator command (they
 * take a second or two) it waits up to `waitForCommandMs` first.
 */
export async function acquireDataDirLock(
  dataDir: string,
  holder: DataDirHolder,
  options: { waitForCommandMs?: number } = {},
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  const owner: DataDirOwner = { pid: process.pid, holder, since: new Date().toISOString(), processStart: processStartOf(process.pid) };
  const text = JSON.stringify(owner) + '\n';
  const giveUpAt = Date.now() + (options.waitForCommandMs ?? 0);
  for (;;) {
    if (tryCreate(file, text)) break;
    const existingText = readLockFile(file);
    if (existingText === undefined) continue;
    const existing = parseOwner(existingText);
    if (existing && isAlive(existing)) {
      if (existing.holder === 'server' || Date.now() >= giveUpAt) throw new DataDirBusyError(dataDir, existing);
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    removeStaleLock(file, existingText);
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (readLockFile(file) === text) unlinkSync(file);
    } catch {
      // Gone already, or unreadable: a later opener judges it by its pid.
    }
  };
  // A crash or process.exit still frees the directory; kill -9 leaves a lock the next opener finds stale.
  process.once('exit', release);
  return { file, release };
}

/*
 * A server on PostgreSQL takes no lock (PostgreSQL is its own guard), but
 * leaves a note in DATA_DIR/run while it runs: an operator command started
 * without its DATABASE_URL would otherwise change the embedded database in
 * DATA_DIR, which nobody uses, and report success.
 */

export interface PostgresServerNote {
  pid: number;
  processStart?: string;
  /** Where its data is, without a password (describeDatabase). */
  database: string;
}

const NOTE_NAME = /^postgres-server\.\d+\.json$/;
const notesDirOf = (dataDir: string) => path.join(dataDir, 'run');

/** Writes this server's note; returns what removes it (also done at exit). */
export function notePostgresServer(dataDir: string, database: string): () => void {
  const dir = notesDirOf(dataDir);
  const file = path.join(dir, `postgres-server.${process.pid}.json`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const note: PostgresServerNote = { pid: process.pid, processStart: processStartOf(process.pid), database };
  writeFileSync(file, JSON.stringify(note) + '\n', { mode: 0o600 });
  const remove = () => {
    process.off('exit', remove);
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once('exit', remove);
  return remove;
}

/** Servers on PostgreSQL that use this DATA_DIR now; notes of processes that are gone are removed. */
export function livePostgresServers(dataDir: string): PostgresServerNote[] {
  let names: string[];
  try {
    names = readdirSync(notesDirOf(dataDir)).filter((name) => NOTE_NAME.test(name));
  } catch {
    return [];
  }
  const live: PostgresServerNote[] = [];
  for (const name of names) {
    const file = path.join(notesDirOf(dataDir), name);
    try {
      const note = JSON.parse(readFileSync(file, 'utf8')) as PostgresServerNote;
      if (Number.isSafeInteger(note.pid) && isAlive(note)) live.push(note);
      else unlinkSync(file);
    } catch {
      // unreadable or removed meanwhile: not a live server's note
    }
  }
  return live;
}
