import { z } from 'zod';

/**
 * What the web may log itself through `activity-logs/create/`. Every change is
 * logged by the server in the change's own transaction, so a client cannot
 * write an entry that reads like a recorded change.
 */
export const CLIENT_ACTIVITY_ACTIONS = ['Login', 'Logout'] as const;
export type ClientActivityAction = (typeof CLIENT_ACTIVITY_ACTIONS)[number];

export const createActivityLogSchema = z.object({
  action: z.enum(CLIENT_ACTIVITY_ACTIONS, {
    error: (issue) =>
      issue.input === undefined ? 'Action is required.' : `Only ${CLIENT_ACTIVITY_ACTIONS.join(' and ')} can be logged this way; changes are logged by the server.`,
  }),
});

/** One item of `activity-stream/{limit}` (spec 1 §3). */
export const activityItemSchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), username: z.string() }),
  verb: z.string(),
  target: z.string().nullable(),
  action_object_type: z.string().nullable(),
  /** ISO 8601 timestamp of the action. */
  timestamp: z.string(),
  /** "3 minutes ago": a human distance, computed by the server at read time. */
  timesince: z.string(),
  /** Shown to the account holder only; null for every other role. */
  ip_address: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
