import { z } from 'zod';
import { defineOperations } from '../api/operation.js';
import {
  activityItemSchema,
  activityLogPageSchema,
  activityLogQuerySchema,
  activityStreamQuerySchema,
  createActivityLogSchema,
} from './activity.schemas.js';

const tag = 'activity';

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
  create: {
    method: 'POST',
    path: 'activity-logs/create/',
    tag,
    summary: 'Log an activity of the signed-in user (e.g. Login, Logout)',
    access: 'user',
    body: createActivityLogSchema,
    status: 201,
    response: activityItemSchema,
    errors: [400, 401],
  },
  page: {
    method: 'GET',
    path: 'activity-logs/',
    tag,
    summary: "A page of the office's activity, newest first; from/to limit it to Asia/Manila days (inclusive)",
    access: 'user',
    query: activityLogQuerySchema,
    status: 200,
    response: activityLogPageSchema,
    errors: [400, 401],
  },
  stream: {
    method: 'GET',
    path: 'activity-stream/{limit}',
    tag,
    summary: "The office's activity, newest first; limit 0 returns all; kind=changes leaves out sign-ins and sign-outs",
    access: 'user',
    params: z.object({ limit: activityLimitParam }),
    query: activityStreamQuerySchema,
    status: 200,
    response: z.array(activityItemSchema),
    errors: [400, 401, 404],
  },
});
