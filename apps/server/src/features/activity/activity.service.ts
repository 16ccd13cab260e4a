import {
  addDays,
  centavosToPesos,
  isAccountHolder,
  manilaDayStart,
  timeSince,
  type ActivityItem,
  type ActivityLogPage,
  type ActivityLogQuery,
  type ActivityStreamKind,
  type ClientActivityAction,
} from '@subaybay/domain';
import type { ServiceDeps } from '../../lib/deps.js';
import type { AuthActor } from '../../plugins/auth.js';
import { insertActivity } from '../../lib/activity-log.js';
import { listActivity, listActivityPage, type ActivityRow } from './activity.repository.js';

/** Entries the web logged itself (Login, Logout) are marked so the stream tells them from recorded changes. */
export const CLIENT_ENTRY_OBJECT_TYPE = 'session';

const BILLING_OBJECT_TYPE = 'financial_accomplishment';

function toActivityItem(row: ActivityRow, now: Date, showIp: boolean): ActivityItem {
  return {
    id: row.id,
    actor: { id: row.userId, username: row.username },
    verb: row.verb,
    target: row.target,
    action_object_type: row.actionObjectType,
    timestamp: row.createdOn.toISOString(),
    timesince: timeSince(row.createdOn, now),
    ip_address: showIp ? row.ipAddress : null,
    // Spec 1 §3: only a financial_accomplishment item carries a billing's figures.
    percent_accomplishment: row.actionObjectType === BILLING_OBJECT_TYPE ? row.percentAccomplishment : null,
    billing_amount: row.actionObjectType === BILLING_OBJECT_TYPE && row.billingAmount !== null ? centavosToPesos(row.billingAmount) : null,
  };
}

export function createActivityService(deps: ServiceDeps) {
  return {
    /** `activity-logs/create/`: the web logs Login, Logout and page-level actions this way. */
    async createActivityLog(actor: AuthActor, input: { action: ClientActivityAction }, ip: string | null): Promise<ActivityItem> {
      const row = await insertActivity(deps.db, {
        accountId: actor.accountId,
        userId: actor.userId,
        action: input.action,
        actionObjectType: CLIENT_ENTRY_OBJECT_TYPE,
        ipAddress: ip,
      });
      return toActivityItem({ ...row, username: actor.username }, deps.now(), isAccountHolder(actor));
    },

    /**
     * `activity-stream/{limit}?kind=`: the office's activity, newest first; 0 means all (spec 1 §7).
     * `changes` leaves out the sign-ins and sign-outs (the entries the web logs itself).
     */
    async getActivityStream(actor: AuthActor, limit: number, kind: ActivityStreamKind = 'all'): Promise<ActivityItem[]> {
      const excluded = kind === 'changes' ? CLIENT_ENTRY_OBJECT_TYPE : null;
      const rows = await listActivity(deps.db, actor.accountId, limit === 0 ? undefined : limit, excluded);
      const now = deps.now();
      // Colleagues' addresses are the account holder's to see, no one else's.
      const showIp = isAccountHolder(actor);
      return rows.map((row) => toActivityItem(row, now, showIp));
    },

    /** `activity-logs/`: one page of the office's activity, newest first, optionally within Asia/Manila days From … To. */
    async getActivityPage(actor: AuthActor, query: ActivityLogQuery): Promise<ActivityLogPage> {
      const { count, rows } = await listActivityPage(deps.db, actor.accountId, {
        since: query.from ? manilaDayStart(query.from) : null,
        before: query.to ? manilaDayStart(addDays(query.to, 1)) : null,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      const now = deps.now();
      const showIp = isAccountHolder(actor);
      return { count, results: rows.map((row) => toActivityItem(row, now, showIp)) };
    },
  };
}
