import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../common/dates.js';
import { AppError } from '../common/errors.js';
import { validateAccomplishmentNode, validateScheduleNode } from './nodes.rules.js';
import type { DatedNode } from './schedule.types.js';

const context: { effectivity: IsoDate; today: IsoDate } = { effectivity: '2024-01-01', today: '2024-03-01' };
const existing: DatedNode[] = [
  { id: 1, date: '2024-01-20', accomplishment: 10 },
  { id: 2, date: '2024-02-25', accomplishment: 35 },
];

function refusal(action: () => void): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION');
    return (error as AppError).detail;
  }
  throw new Error('expected a 400');
}

describe('accomplishment nodes', () => {
  it('accepts a cumulative node between the others, on the effectivity date and today', () => {
    expect(() => validateAccomplishmentNode(existing, { date: '2024-02-01', accomplishment: 20 }, context)).not.toThrow();
    expect(() => validateAccomplishmentNode(existing, { date: '2024-01-01', accomplishment: 0 }, context)).not.toThrow();
    expect(() => validateAccomplishmentNode(existing, { date: '2024-03-01', accomplishment: 100 }, context)).not.toThrow();
    expect(() => validateAccomplishmentNode([], { date: '2024-02-01', accomplishment: 35 }, context)).not.toThrow();
  });

  it('refuses a date in the future', () => {
    expect(refusal(() => validateAccomplishmentNode(existing, { date: '2024-03-02', accomplishment: 40 }, context))).toBe(
      'Accomplishment date 2024-03-02 is in the future (today is 2024-03-01).',
    );
  });

  it('refuses a date before the effectivity date', () => {
    expect(refusal(() => validateAccomplishmentNode([], { date: '2023-12-31', accomplishment: 0 }, context))).toMatch(
      /before the contract effectivity date 2024-01-01/,
    );
  });

  it('refuses a value outside 0–100', () => {
    for (const accomplishment of [-0.01, 100.01, Number.NaN, Infinity]) {
      expect(refusal(() => validateAccomplishmentNode([], { date: '2024-02-01', accomplishment }, context))).toBe(
        'Accomplishment must be a percentage from 0 to 100.',
      );
    }
  });

  it('refuses a second node on the same date', () => {
    expect(refusal(() => validateAccomplishmentNode(existing, { date: '2024-02-25', accomplishment: 35 }, context))).toBe(
      'There is already an accomplishment node dated 2024-02-25.',
    );
  });

  it('refuses a value lower than an earlier node or higher than a later one', () => {
    expect(refusal(() => validateAccomplishmentNode(existing, { date: '2024-02-01', accomplishment: 9 }, context))).toBe(
      'Accomplishment 9% is lower than the 10% of 2024-01-20; accomplishment is cumulative.',
    );
    expect(refusal(() => validateAccomplishmentNode(existing, { date: '2024-02-01', accomplishment: 36 }, context))).toBe(
      'Accomplishment 36% is higher than the 35% of 2024-02-25; accomplishment is cumulative.',
    );
  });

  it('checks an update against the other nodes only', () => {
    expect(() => validateAccomplishmentNode(existing, { id: 2, date: '2024-02-25', accomplishment: 50 }, context)).not.toThrow();
    expect(() => validateAccomplishmentNode(existing, { id: 2, date: '2024-02-26', accomplishment: 10 }, context)).not.toThrow();
    expect(() => validateAccomplishmentNode(existing, { id: 1, date: '2024-02-25', accomplishment: 10 }, context)).toThrow(AppError);
  });
});

describe('schedule nodes', () => {
  it('follow the same rules but may be dated in the future', () => {
    expect(() => validateScheduleNode(existing, { date: '2025-01-01', accomplishment: 100 }, context)).not.toThrow();
    expect(refusal(() => validateScheduleNode(existing, { date: '2025-01-01', accomplishment: 30 }, context))).toBe(
      'Schedule 30% is lower than the 35% of 2024-02-25; schedule is cumulative.',
    );
    expect(refusal(() => validateScheduleNode(existing, { date: '2024-01-20', accomplishment: 10 }, context))).toBe(
      'There is already a schedule node dated 2024-01-20.',
    );
    expect(refusal(() => validateScheduleNode([], { date: '2023-06-01', accomplishment: 10 }, context))).toMatch(/before the contract/);
    expect(refusal(() => validateScheduleNode([], { date: '2024-06-01', accomplishment: 101 }, context))).toBe(
      'Schedule must be a percentage from 0 to 100.',
    );
  });
});
