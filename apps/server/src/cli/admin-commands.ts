import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accounts } from '../db/schema/accounts.js';
import { users } from '../db/schema/users.js';
import { parseDatabaseId } from '../lib/http.js';
import type { PasswordHasher } from '../lib/passwords.js';
import { endSessionsOfAccount, endSessionsOfUser } from '../lib/sessions.js';
import { addMonths, isIsoDate, MIN_PASSWORD, todayInManila, type IsoDate } from '@subaybay/domain';

/**
 * Operator commands (`npm run admin -- <command>`). They act across offices,
 * which is why they live here and not behind the API. Each returns an exit
 * code; `runAdmin` is what tests call.
 */

export interface AdminContext {
  db: Database;
  passwords: PasswordHasher;
  out: (line: string) => void;
  err: (line: string) => void;
  now?: () => Date;
}

export const ADMIN_HELP = `Subaybay operator commands (run from the repository root):

  npm run admin -- list-accounts
      Every office: id, name, active, number of users, next renewal.
  npm run admin -- activate <accountId> [--until YYYY-MM-DD]
      Marks the account active and sets its next renewal (default: one month from today).
  npm run admin -- deactivate <accountId>
      Marks the account inactive (e.g. unpaid subscription) and signs its users out.
      They can sign in again, but see the Inactive page until the account is
      activated again; the office's data is read-only meanwhile.
  npm run admin -- make-superuser <username> [--revoke]
      Grants (or with --revoke removes) the superuser flag.
  npm run admin -- reset-password <username> <newPassword>
      Sets a new password for the user and signs them out everywhere.
  npm run admin -- help
      This text.

The commands use the same configuration as the server (DATABASE_URL or DATA_DIR).
On PostgreSQL they work beside a running server. On the embedded database
(no DATABASE_URL) a running server carries them out itself, through
DATA_DIR/run/admin.sock; if it cannot be reached, nothing is changed and the
command says what to do. A success line means the change is saved.`;

class UsageError extends Error {}

function parseAccountId(value: string | undefined): number {
  const id = value === undefined ? undefined : parseDatabaseId(value);
  if (id === undefined) throw new UsageError(`Expected an account id (a positive number), got "${value ?? ''}".`);
  return id;
}

function takeOption(args: string[], name: string): { value: string | undefined; rest: string[] } {
  const at = args.indexOf(name);
  if (at === -1) return { value: undefined, rest: args };
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value.`);
  return { value, rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

function takeFlag(args: string[], name: string): { present: boolean; rest: string[] } {
  return { present: args.includes(name), rest: args.filter((arg) => arg !== name) };
}

function expectNoMore(args: string[]) {
  if (args.length > 0) throw new UsageError(`Unexpected argument(s): ${args.join(' ')}`);
}

export interface AccountListing {
  id: number;
  officeName: string;
  active: boolean;
  users: number;
  nextRenewal: string | null;
}

export async function listAccounts(db: Database): Promise<AccountListing[]> {
  const rows = await db
    .select({
      id: accounts.id,
      officeName: accounts.officeName,
      active: accounts.active,
      nextRenewal: accounts.nextRenewal,
      users: count(users.id),
    })
    .from(accounts)
    .leftJoin(users, eq(users.accountId, accounts.id))
    .groupBy(accounts.id)
    .orderBy(asc(accounts.id));
  return rows.map((row) => ({ ...row, users: Number(row.users) }));
}

/** Returns false when no such account exists. Deactivating ends every session of the office's users. */
export async function setAccountActive(
  db: Database,
  accountId: number,
  active: boolean,
  nextRenewal?: IsoDate,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(accounts)
      .set(nextRenewal === undefined ? { active } : { active, nextRenewal })
      .where(eq(accounts.id, accountId))
      .returning({ id: accounts.id });
    if (rows.length > 0 && !active) await endSessionsOfAccount(tx, accountId, 'office deactivated', now);
    return rows.length > 0;
  });
}

export async function setSuperuser(db: Database, username: string, isSuperuser: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isSuperuser })
    .where(eq(sql`lower(${users.username})`, sql`lower(${username})`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Sets the password and ends the user's sessions; false when no such user exists. */
export async function resetPassword(
  db: Database,
  passwords: PasswordHasher,
  username: string,
  newPassword: string,
  now: Date = new Date(),
): Promise<boolean> {
  const passwordHash = await passwords.hash(newPassword);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(sql`lower(${users.username})`, sql`lower(${username})`))
      .returning({ id: users.id, accountId: users.accountId });
    for (const row of rows) await endSessionsOfUser(tx, row, 'password reset', now);
    return rows.length > 0;
  });
}

/**
 * Names come from the offices: a control character or a text-direction override
 * in one must not rewrite the operator's terminal or forge a line. Each is shown
 * as a visible `\u{…}` escape instead.
 */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu, (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`);
}

function formatTable(rows: AccountListing[]): string[] {
  const header = ['ID', 'OFFICE', 'ACTIVE', 'USERS', 'NEXT RENEWAL'];
  const cells = rows.map((row) => [String(row.id), printable(row.officeName), row.active ? 'yes' : 'no', String(row.users), row.nextRenewal ?? '-']);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (values: string[]) => values.map((value, column) => value.padEnd(widths[column]!)).join('  ').trimEnd();
  return [line(header), ...cells.map(line)];
}

export async function runAdmin(argv: readonly string[], context: AdminContext): Promise<number> {
  const { db, out, err } = context;
  const now = context.now ?? (() => new Date());
  const [command, ...args] = argv;
  try {
    switch (command) {
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        out(ADMIN_HELP);
        return 0;

      case 'list-accounts': {
        expectNoMore(args);
        const rows = await listAccounts(db);
        if (rows.length === 0) out('No accounts yet.');
        else formatTable(rows).forEach((line) => out(line));
        return 0;
      }

      case 'activate': {
        const { value: until, rest } = takeOption(args, '--until');
        const [id, ...extra] = rest;
        expectNoMore(extra);
        const accountId = parseAccountId(id);
        if (until !== undefined && !isIsoDate(until)) throw new UsageError(`--until must be a date written YYYY-MM-DD, got "${until}".`);
        const nextRenewal = until ?? addMonths(todayInManila(now()), 1);
        if (!(await setAccountActive(db, accountId, true, nextRenewal, now()))) {
          err(`No account with id ${accountId}.`);
          return 1;
        }
        out(`Account ${accountId} is active; next renewal ${nextRenewal}.`);
        return 0;
      }

      case 'deactivate': {
        const [id, ...extra] = args;
        expectNoMore(extra);
        const accountId = parseAccountId(id);
        if (!(await setAccountActive(db, accountId, false, undefined, now()))) {
          err(`No account with id ${accountId}.`);
          return 1;
        }
        out(`Account ${accountId} is inactive. Its users were signed out; when they sign in again they see the Inactive page.`);
        return 0;
      }

      case 'make-superuser': {
        const { present: revoke, rest } = takeFlag(args, '--revoke');
        const [username, ...extra] = rest;
        expectNoMore(extra);
        if (!username) throw new UsageError('make-superuser needs a username.');
        if (!(await setSuperuser(db, username, !revoke))) {
          err(`No user named "${printable(username)}".`);
          return 1;
        }
        out(revoke ? `${printable(username)} is no longer a superuser.` : `${printable(username)} is now a superuser.`);
        return 0;
      }

      case 'reset-password': {
        const [username, newPassword, ...extra] = args;
        expectNoMore(extra);
        if (!username || newPassword === undefined) throw new UsageError('reset-password needs a username and a new password.');
        if (newPassword.length < MIN_PASSWORD) throw new UsageError(`The password must be at least ${MIN_PASSWORD} characters.`);
        if (!(await resetPassword(db, context.passwords, username, newPassword, now()))) {
          err(`No user named "${printable(username)}".`);
          return 1;
        }
        out(`Password of ${printable(username)} has been reset; the user was signed out everywhere.`);
        return 0;
      }

      default:
        err(`Unknown command "${command}". Run \`npm run admin -- help\` for the list.`);
        return 1;
    }
  } catch (error) {
    if (error instanceof UsageError) {
      err(error.message);
      return 1;
    }
    throw error;
  }
}
