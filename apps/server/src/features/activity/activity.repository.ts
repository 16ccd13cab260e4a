import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activityLogs } from '../../db/schema/activity-logs.js';
import { users } from '../../db/schema/users.js';

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
