import { timeSince, type ActivityItem } from '@subaybay/domain';
import type { ServiceDeps } from '../../lib/deps.js';
import type { AuthActor } from '../../plugins/auth.js';
import { insertActivity, listActivity, type ActivityRow } from './activity.repository.js';

function toActivityItem(row: ActivityRow, now: Date): ActivityItem {
  return {
    id: row.id,
    actor: { id: row.userId, username: row.username },
    verb: row.verb,
    target: row.target,
    action_object_type: row.actionObjectType,
    timestamp: row.createdOn.toISOString(),
    timesince: timeSince(row.createdOn, now),
    ip_address: row.ipAddress,
  };
}

export function createActivityService(deps: ServiceDeps) {
  return {
    /** `activity-logs/create/`: the web logs Login, Logout and page-level actions this way. */
    async createActivityLog(actor: AuthActor, input: { action: string }, ip: string | null): Promise<ActivityItem> {
      const row = await insertActivity(deps.db, {
        accountId: actor.accountId,
        userId: actor.userId,
        action: input.action,
        ipAddress: ip,
      });
      return toActivityItem({ ...row, username: actor.username }, deps.now());
    },

    /** `activity-stream/{limit}`: the office's activity, newest first; 0 means all (spec 1 §7). */
    async getActivityStream(actor: AuthActor, limit: number): Promise<ActivityItem[]> {
      const rows = await listActivity(deps.db, actor.accountId, limit === 0 ? undefined : limit);
      const now = deps.now();
      return rows.map((row) => toActivityItem(row, now));
    },
  };
}
