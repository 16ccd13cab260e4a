import type { Centavos } from '@subaybay/domain';
import type { Database } from '../db/client.js';
import { activityLogs } from '../db/schema/activity-logs.js';

// The activity-log writer every feature shares, so a change and its log line are
// written in one transaction without a feature reaching into another. Reading the
// stream stays in features/activity.

export interface NewActivity {
  accountId: number;
  userId: number;
  /** The full text, e.g. "Create expenditure source name: Contract Works". */
  action: string;
  actionObjectType?: string | null;
  ipAddress?: string | null;
  /** A billing's figures (spec 1 §3), kept on the line as they were when it was written. */
  billing?: BillingFigures;
}

export interface BillingFigures {
  /** The contract's cumulative billed percent as of this billing. */
  percentAccomplishment: number;
  billingAmount: Centavos;
}

/** "Verb: target" texts split into the stream's verb and target; other texts are all verb. */
export function splitAction(action: string): { verb: string; target: string | null } {
  const at = action.indexOf(': ');
  if (at <= 0) return { verb: action, target: null };
  return { verb: action.slice(0, at), target: action.slice(at + 2) || null };
}

/**
 * Records one activity. Features call this inside their own transaction, so
 * the log and the change land together or not at all.
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
      percentAccomplishment: entry.billing?.percentAccomplishment ?? null,
      billingAmount: entry.billing?.billingAmount ?? null,
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
  context: { objectType?: string; ip: string | null; billing?: BillingFigures },
) {
  return insertActivity(db, {
    accountId: actor.accountId,
    userId: actor.userId,
    action,
    actionObjectType: context.objectType ?? null,
    ipAddress: context.ip,
    billing: context.billing,
  });
}
