import { z } from 'zod';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';

/**
 * The report queue (issue "one person's report never freezes everyone else",
 * docs/decisions/039): an operation declared `heavy` (a year's report, its
 * Excel file) waits its turn when the server already produces as many as it
 * allows at once. The caller names its request with a ticket it makes up and
 * sends in the `x-report-ticket` header; while the request is pending it may
 * ask where that ticket stands, to show "Preparing… 2 ahead of you".
 */

/** The request header that carries a heavy request's ticket. */
export const REPORT_TICKET_HEADER = 'x-report-ticket';

/** A ticket: 16 to 64 letters, digits, `-` or `_` (the web makes 32 hex digits). */
export const reportTicketSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a report ticket.');

export const reportTicketParams = z.object({ ticket: reportTicketSchema });

/**
 * Where a ticket stands: `waiting` with `ahead` requests before it (0 = next),
 * or `preparing` (its turn has come; `ahead` is 0).
 */
export const reportQueuePlaceSchema = z.object({
  state: z.enum(['waiting', 'preparing']),
  ahead: z.number().int().nonnegative(),
});
export type ReportQueuePlace = z.infer<typeof reportQueuePlaceSchema>;

/** What the page says while its report is on its way: "Preparing…", "Preparing… 2 ahead of you". */
export function reportQueueMessage(place: ReportQueuePlace | undefined): string {
  if (place === undefined || place.state === 'preparing') return 'Preparing…';
  if (place.ahead === 0) return 'Preparing… you are next';
  return `Preparing… ${place.ahead} ahead of you`;
}

const reportQueue = operationFamily({ tag: 'report queue', access: 'user' });

export const reportQueueOperations = defineOperations({
  place: reportQueue.read('report-queue/{ticket}', reportQueuePlaceSchema, 'Where a heavy request of the caller stands in the report queue', {
    params: reportTicketParams,
    description:
      'A ticket is known from the moment its request reaches the server until the answer has been sent; ' +
      'an unknown ticket, or one of another user, answers 404.',
  }),
});
