import { describe, expect, it } from 'vitest';
import { timeSince } from './activity.rules.js';

describe('timeSince (the activity stream\'s "timesince")', () => {
  const base = new Date('2026-03-01T00:00:00Z');
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [-30, 'just now'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3_600, '1 hour ago'],
    [2 * 86_400, '2 days ago'],
    [14 * 86_400, '2 weeks ago'],
    [61 * 86_400, '2 months ago'],
    [400 * 86_400, '1 year ago'],
  ])('%i seconds → %s', (seconds, expected) => {
    expect(timeSince(base, new Date(base.getTime() + seconds * 1000))).toBe(expected);
  });
});
