import { z } from 'zod';
import { requiredText } from '../common/text.schemas.js';

export const createActivityLogSchema = z.object({
  action: requiredText('Action is required.').pipe(z.string().max(500)),
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
  ip_address: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
