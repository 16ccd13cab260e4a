import { activityLogQuerySchema } from '@subaybay/domain';
import { DEFAULT_PAGE_SIZE } from '../../lib/site';
import type { ActivityPageQuery } from './api/keys';

export const ACTIVITY_PAGE_SIZE_OPTIONS = [25, DEFAULT_PAGE_SIZE, 100];

/**
 * The User Activities page's query from its address (`?page=2&from=…&to=…`),
 * read the same way by the route loader and the page, and the message when
 * From/To cannot be sent (the server's wording, from the domain schema).
 */
export function readActivityPageQuery(search: URLSearchParams): { query: ActivityPageQuery; rangeError: string | null } {
  const from = search.get('from') || null;
  const to = search.get('to') || null;
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const requestedSize = Number(search.get('page_size'));
  const pageSize = ACTIVITY_PAGE_SIZE_OPTIONS.includes(requestedSize) ? requestedSize : DEFAULT_PAGE_SIZE;
  const parsed = activityLogQuerySchema.safeParse({ from: from ?? undefined, to: to ?? undefined });
  const rangeError = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  return { query: { page, pageSize, from: rangeError ? null : from, to: rangeError ? null : to }, rangeError };
}
