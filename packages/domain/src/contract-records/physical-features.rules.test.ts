import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors.js';
import { featureQuantityAsOf, validateFeatureAccomplishment, type FeatureAccomplishment } from './physical-features.rules.js';

const entries: FeatureAccomplishment[] = [
  { id: 1, accomplishmentDate: '2024-02-01', quantity: 120 },
  { id: 2, accomplishmentDate: '2024-03-01', quantity: 300 },
];

describe('physical feature quantities', () => {
  it('the quantity as of T is the latest entry dated ≤ T', () => {
    expect(featureQuantityAsOf(entries, '2024-01-31')).toBe(0);
    expect(featureQuantityAsOf(entries, '2024-02-01')).toBe(120);
    expect(featureQuantityAsOf(entries, '2024-02-29')).toBe(120);
    expect(featureQuantityAsOf(entries, '2024-12-31')).toBe(300);
    expect(featureQuantityAsOf([], '2024-12-31')).toBe(0);
  });

  it('refuses an entry lower than an earlier one', () => {
    expect(() => validateFeatureAccomplishment(entries, { accomplishmentDate: '2024-03-10', quantity: 299 })).toThrow(
      'Quantity 299 is lower than the 300 entered for 2024-03-01; quantities are cumulative.',
    );
    expect(() => validateFeatureAccomplishment(entries, { accomplishmentDate: '2024-03-10', quantity: 300 })).not.toThrow();
  });

  it('refuses a backdated entry higher than a later one, a negative or a non-number', () => {
    expect(() => validateFeatureAccomplishment(entries, { accomplishmentDate: '2024-02-15', quantity: 301 })).toThrow(AppError);
    expect(() => validateFeatureAccomplishment(entries, { accomplishmentDate: '2024-02-15', quantity: 200 })).not.toThrow();
    expect(() => validateFeatureAccomplishment([], { accomplishmentDate: '2024-02-15', quantity: -1 })).toThrow(AppError);
    expect(() => validateFeatureAccomplishment([], { accomplishmentDate: '2024-02-15', quantity: Number.NaN })).toThrow(AppError);
  });

  it('checks an update against the other entries', () => {
    expect(() => validateFeatureAccomplishment(entries, { id: 2, accomplishmentDate: '2024-03-01', quantity: 130 })).not.toThrow();
  });
});
