import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors.js';
import { timeExtensionCreateSchema } from '../contract-records/time-extensions.schemas.js';
import { validateTimeExtensionDays } from './time-extensions.rules.js';

function refusal(days: unknown): string | null {
  try {
    validateTimeExtensionDays(days);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).detail;
  }
}

describe('the number of days of a time extension (DOMAIN.md: a whole number ≥ 1; 0 is refused)', () => {
  it('refuses 0, negatives, fractions and more than 36500 days', () => {
    expect(refusal(0)).toBe('Number of days must be at least 1.');
    expect(refusal(-3)).toBe('Number of days must be at least 1.');
    expect(refusal(1.5)).toBe('Number of days must be a whole number, not 1.5.');
    expect(refusal(36_501)).toBe('Number of days must be at most 36500.');
    expect(refusal(1)).toBeNull();
    expect(refusal(36_500)).toBeNull();
  });

  it('agrees with the form and API schema on every count', () => {
    const payload = { contract_id: 1, date_requested: '2024-01-01', date_approved: '2024-01-02', reason: 'Rains' };
    for (const days of [-1, 0, 1, 2, 120, 36_500, 36_501]) {
      const parsed = timeExtensionCreateSchema.safeParse({ ...payload, number_of_days: days });
      expect(parsed.success, String(days)).toBe(refusal(days) === null);
    }
  });
});
