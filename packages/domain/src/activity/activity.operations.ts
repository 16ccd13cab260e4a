import { z } from 'zod';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import {
  activityItemSchema,
  activityLogPageSchema,
  activityLogQuerySchema,
  activityStreamQuerySchema,
  createActivityLogSchema,
} from './activity.schemas.js';

const activity = operationFamily({ tag: 'activity', access: 'user' });

/**
 * `activity-stream/{limit}`: how many entries, 0 for all (spec 1 §7). Anything
 * but a whole number names no stream: 404, like an id that is not one.
 */
export const activityLimitParam = z
  .string()
  .regex(/^\d{1,9}$/, 'Not found.')
  .transform(Number);

/** The office's activity (spec 1 §3, §7): what users log themselves, the stream and the paged list. */
export const activityOperations = defineOperations({
  create: activity.create('activity-logs/create/', createActivityLogSchema, activityItemSchema, 'Log an activity of the signed-in user (e.g. Login, Logout)'),
  page: activity.read(
    'activity-logs/',
    activityLogPageSchema,
    "A page of the office's activity, newest first; from/to limit it to Asia/Manila days (inclusive)",
    { query: activityLogQuerySchema },
  ),
  stream: activity.read(
    'activity-stream/{limit}',
    z.array(activityItemSchema),
    "The office's activity, newest first; limit 0 returns all; kind=changes leaves out sign-ins and sign-outs",
    { params: z.object({ limit: activityLimitParam }), query: activityStreamQuerySchema },
  ),
});
