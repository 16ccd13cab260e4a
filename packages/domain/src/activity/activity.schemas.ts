import { z } from 'zod';
import { parseIsoDate, toEpochDay } from '../common/dates.js';

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

/**
 * `activity-stream/{limit}?kind=`: `all` (the default, spec 1 §7) or `changes`,
 * which leaves out sign-ins and sign-outs so the dashboard's Recent Activity
 * shows what changed (issue 18); User Activities keeps everything.
 */
export const ACTIVITY_STREAM_KINDS = ['all', 'changes'] as const;
export type ActivityStreamKind = (typeof ACTIVITY_STREAM_KINDS)[number];
export const activityStreamQuerySchema = z.object({
  kind: z
    .enum(ACTIVITY_STREAM_KINDS, { error: () => 'Kind is all or changes (changes leaves out sign-ins and sign-outs).' })
    .optional()
    .transform((kind) => kind ?? 'all'),
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
  /**
   * A billing's figures as they stood when it was logged (spec 1 §3): the
   * contract's cumulative billed percent and the billing's amount in pesos.
   * Null on every item whose object is not a financial_accomplishment.
   */
  percent_accomplishment: z.number().nullable(),
  billing_amount: z.number().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const ACTIVITY_PAGE_SIZE_DEFAULT = 50;
export const ACTIVITY_PAGE_SIZE_MAX = 200;

export const activityLogMessages = {
  page: 'Page must be a whole number of 1 or more.',
  pageSize: `Page size must be a whole number from 1 to ${ACTIVITY_PAGE_SIZE_MAX}.`,
  from: 'From must be a date (YYYY-MM-DD).',
  to: 'To must be a date (YYYY-MM-DD).',
  fromAfterTo: 'From must be on or before To.',
} as const;

function wholeNumberParam(message: string, min: number, max: number, fallback: number) {
  return z
    .string({ error: message })
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return fallback;
      const number = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
      if (!(number >= min && number <= max)) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

function dateParam(message: string) {
  return z
    .string({ error: message })
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return null;
      const date = parseIsoDate(value);
      if (date === null) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return date;
    });
}

/**
 * `GET activity-logs/` query: a page of the office's activity, newest first,
 * optionally limited to Asia/Manila days From … To (both inclusive).
 */
export const activityLogQuerySchema = z
  .object({
    page: wholeNumberParam(activityLogMessages.page, 1, 1_000_000, 1),
    page_size: wholeNumberParam(activityLogMessages.pageSize, 1, ACTIVITY_PAGE_SIZE_MAX, ACTIVITY_PAGE_SIZE_DEFAULT),
    from: dateParam(activityLogMessages.from),
    to: dateParam(activityLogMessages.to),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && toEpochDay(query.from) > toEpochDay(query.to)) {
      context.addIssue({ code: 'custom', path: ['from'], message: activityLogMessages.fromAfterTo });
    }
  });
export type ActivityLogQuery = z.infer<typeof activityLogQuerySchema>;

export const activityLogPageSchema = z.object({
  count: z.number().int(),
  results: z.array(activityItemSchema),
});
export type ActivityLogPage = z.infer<typeof activityLogPageSchema>;
