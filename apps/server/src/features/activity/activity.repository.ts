import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activityLogs } from '../../db/schema/activity-logs.js';
import { users } from '../../db/schema/users.js';

export interface NewActivity {
  accountId: number;
  userId: number;
  /** The full text, e.g. "Create expenditure source name: Contract Works". */
  action: string;
  actionObjectType?: string | null;
  ipAddress?: string | null;
}

/** "Verb: target" texts split into the stream's verb and target; other texts are all verb. */
export function splitAction(action: string): { verb: string; target: string | null } {
  const at = action.indexOf(': ');
  if (at <= 0) return { verb: action, target: null };
  return { verb: action.slice(0, at), target: action.slice(at + 2) || null };
}

/**
 * Records one activity. Other features call this inside their own
 * transaction, so the log and the change land together or not at all.
 */
export async function insertActivity(db: Database, entry: NewActivity) {
  const { verb, target } = splitAction(entry.action);
  const [row] = await db
    .insert(activityLogs)
    .values({
      accountId: entry.accountId,
      userId: entry.userId,
      action: entry.action,
      verb,
      target,
      actionObjectType: entry.actionObjectType ?? null,
      ipAddress: entry.ipAddress ?? null,
    })
    .returning();
  return row!;
}

/**
 * The common case of `insertActivity`: the signed-in actor did something.
 * Call it with the transaction of the change it records.
 */
export function insertActorActivity(
  db: Database,
  actor: { accountId: number; userId: number },
  action: string,
  context: { objectType?: string; ip: string | null },
) {
  return insertActivity(db, {
    accountId: actor.accountId,
    userId: actor.userId,
    action,
    actionObjectType: context.objectType ?? null,
    ipAddress: context.ip,
  });
}

export interface ActivityRow {
  id: number;
  userId: number;
  username: string;
  verb: string;
  target: string | null;
  actionObjectType: string | null;
  ipAddress: string | null;
  createdOn: Date;
}

const activityColumns = {
  id: activityLogs.id,
  userId: activityLogs.userId,
  username: users.username,
  verb: activityLogs.verb,
  target: activityLogs.target,
  actionObjectType: activityLogs.actionObjectType,
  ipAddress: activityLogs.ipAddress,
  createdOn: activityLogs.createdOn,
};

/** The office's activity, newest first; `limit` undefined means all. */
export async function listActivity(db: Database, accountId: number, limit: number | undefined): Promise<ActivityRow[]> {
  const query = db
    .select(activityColumns)
    .from(activityLogs)
    .innerJoin(users, eq(users.id, activityLogs.userId))
    .where(eq(activityLogs.accountId, accountId))
    .orderBy(desc(activityLogs.createdOn), desc(activityLogs.id));
  return limit === undefined ? query : query.limit(limit);
}
