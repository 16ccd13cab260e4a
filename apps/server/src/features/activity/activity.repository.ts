import type { Centavos } from '@subaybay/domain';
import { and, count, desc, eq, gte, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
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
  percentAccomplishment: number | null;
  billingAmount: Centavos | null;
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
  percentAccomplishment: activityLogs.percentAccomplishment,
  billingAmount: activityLogs.billingAmount,
  createdOn: activityLogs.createdOn,
};

/**
 * The office's activity, newest first; `limit` undefined means all.
 * `excludeObjectType` leaves out the entries of that object type (the
 * dashboard's changes-only list leaves out the sessions: sign-in, sign-out)
 * in SQL, so the limit still counts the entries shown.
 */
export async function listActivity(
  db: Database,
  accountId: number,
  limit: number | undefined,
  excludeObjectType: string | null = null,
): Promise<ActivityRow[]> {
  const office = eq(activityLogs.accountId, accountId);
  const where =
    excludeObjectType === null
      ? office
      : and(office, or(isNull(activityLogs.actionObjectType), ne(activityLogs.actionObjectType, excludeObjectType)));
  const query = db
    .select(activityColumns)
    .from(activityLogs)
    .innerJoin(users, and(eq(users.accountId, activityLogs.accountId), eq(users.id, activityLogs.userId)))
    .where(where)
    .orderBy(desc(activityLogs.createdOn), desc(activityLogs.id));
  return limit === undefined ? query : query.limit(limit);
}

export interface ActivityPageFilter {
  /** Inclusive lower bound of `created_on`. */
  since: Date | null;
  /** Exclusive upper bound of `created_on`. */
  before: Date | null;
  limit: number;
  offset: number;
}

/**
 * One page of the office's activity and the number of lines the filter
 * matches. Both queries walk `activity_logs_account_created_idx`
 * (account_id, created_on desc): the filter is a range on it and the order is
 * its order, so a page costs its own rows, not the office's whole history.
 */
export async function listActivityPage(db: Database, accountId: number, filter: ActivityPageFilter): Promise<{ count: number; rows: ActivityRow[] }> {
  const { countQuery, pageQuery } = activityPageQueries(db, accountId, filter);
  const [totals] = await countQuery;
  return { count: totals?.count ?? 0, rows: await pageQuery };
}

/** The two statements of a page, unexecuted, so a test can ask the planner how it runs them. */
export function activityPageQueries(db: Database, accountId: number, filter: ActivityPageFilter) {
  const conditions: SQL[] = [eq(activityLogs.accountId, accountId)];
  if (filter.since) conditions.push(gte(activityLogs.createdOn, filter.since));
  if (filter.before) conditions.push(lt(activityLogs.createdOn, filter.before));
  const where = and(...conditions);
  return {
    countQuery: db.select({ count: count() }).from(activityLogs).where(where),
    pageQuery: db
      .select(activityColumns)
      .from(activityLogs)
      .innerJoin(users, and(eq(users.accountId, activityLogs.accountId), eq(users.id, activityLogs.userId)))
      .where(where)
      .orderBy(desc(activityLogs.createdOn), desc(activityLogs.id))
      .limit(filter.limit)
      .offset(filter.offset),
  };
}
