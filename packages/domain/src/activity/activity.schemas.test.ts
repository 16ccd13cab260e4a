import { describe, expect, it } from 'vitest';
import { manilaDayStart } from '../common/dates.js';
import { activityLogMessages, activityLogQuerySchema } from './activity.schemas.js';

describe('activityLogQuerySchema (GET activity-logs/)', () => {
  it('defaults to the first page of 50 without dates', () => {
    expect(activityLogQuerySchema.parse({})).toEqual({ page: 1, page_size: 50, from: null, to: null });
  });

  it('reads the page, the page size and the dates', () => {
    expect(activityLogQuerySchema.parse({ page: '3', page_size: '200', from: '2026-03-01', to: '2026-03-01' })).toEqual({
      page: 3,
      page_size: 200,
      from: '2026-03-01',
      to: '2026-03-01',
    });
  });

  it.each([
    [{ from: '2026-02-30' }, activityLogMessages.from],
    [{ to: '03/01/2026' }, activityLogMessages.to],
    [{ from: '2026-03-02', to: '2026-03-01' }, activityLogMessages.fromAfterTo],
    [{ page: '0' }, activityLogMessages.page],
    [{ page: '1.5' }, activityLogMessages.page],
    [{ page_size: '201' }, activityLogMessages.pageSize],
  ])('refuses %j with its sentence', (query, message) => {
    const parsed = activityLogQuerySchema.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('manilaDayStart', () => {
  it('is midnight in Asia/Manila (UTC+8), the previous day 16:00 UTC', () => {
    expect(manilaDayStart('2026-03-01').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(manilaDayStart('2024-03-01').toISOString()).toBe('2024-02-29T16:00:00.000Z');
  });
});
