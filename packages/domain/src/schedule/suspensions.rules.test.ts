import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors.js';
import { addDays, daysElapsed, fromEpochDay, originalExpiryDate, toEpochDay } from '../common/dates.js';
import {
  daysSuspended,
  expiryDateDueToSuspensions,
  isSuspendedAsOf,
  resumedOn,
  suspendedOn,
  suspensionHolding,
  suspensionSpans,
  totalDaysSuspended,
  validateNodeOutsideSuspensions,
  validateResumeOrder,
  validateResumeOrderRemoval,
  validateSuspensionLeavesNodes,
  validateSuspensionOrder,
} from './suspensions.rules.js';
import { expiryDateDueToTimeExtensions } from './time-extensions.rules.js';
import type { Suspension } from './schedule.types.js';

function expectRefusal(action: () => void, detail: RegExp): void {
  try {
    action();
    expect.unreachable('expected a 400');
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION');
    expect((error as AppError).detail).toMatch(detail);
  }
}

describe('days suspended', () => {
  const resumed: Suspension = { dateEffective: '2024-01-31', resumptionDate: '2024-02-10' };

  it('is R − S once resumed; suspended_on and resumed_on are day numbers', () => {
    expect(daysSuspended(resumed, '2024-06-01')).toBe(10);
    expect(suspendedOn('2024-01-01', resumed)).toBe(30);
    expect(resumedOn('2024-01-01', resumed, '2024-06-01')).toBe(40);
  });

  it('counts an unresumed suspension to the as-of date: max(0, T − S + 1)', () => {
    const ongoing: Suspension = { dateEffective: '2024-01-31', resumptionDate: null };
    expect(daysSuspended(ongoing, '2024-01-30')).toBe(0);
    expect(daysSuspended(ongoing, '2024-01-31')).toBe(1);
    expect(daysSuspended(ongoing, '2024-03-01')).toBe(31);
    expect(daysSuspended({ dateEffective: '2024-01-31' }, '2024-03-01')).toBe(31);
  });

  it('as of a date before the resumption, counts only the days up to it', () => {
    expect(daysSuspended(resumed, '2024-02-04')).toBe(5);
    expect(daysSuspended(resumed, '2024-02-09')).toBe(10);
    expect(daysSuspended(resumed, '2024-01-01')).toBe(0);
  });

  it('adds several suspensions, and the expiry moves by their total', () => {
    const list: Suspension[] = [resumed, { dateEffective: '2024-03-01', resumptionDate: '2024-03-04' }, { dateEffective: '2024-03-20' }];
    expect(totalDaysSuspended(list, '2024-03-25')).toBe(10 + 3 + 6);
    expect(expiryDateDueToSuspensions('2024-01-01', 100, list, '2024-03-25')).toBe(addDays('2024-04-09', 19));
    expect(suspensionSpans('2024-01-01', [...list].reverse(), '2024-03-25')).toEqual([
      { suspendedOn: 30, daysSuspended: 10, resumedOn: 40 },
      { suspendedOn: 60, daysSuspended: 3, resumedOn: 63 },
      { suspendedOn: 79, daysSuspended: 6, resumedOn: 85 },
    ]);
  });

  it('the status is suspended from S until the day before R', () => {
    expect(isSuspendedAsOf([resumed], '2024-01-30')).toBe(false);
    expect(isSuspendedAsOf([resumed], '2024-01-31')).toBe(true);
    expect(isSuspendedAsOf([resumed], '2024-02-09')).toBe(true);
    expect(isSuspendedAsOf([resumed], '2024-02-10')).toBe(false);
    expect(isSuspendedAsOf([{ dateEffective: '2024-01-31' }], '2024-12-31')).toBe(true);
    expect(isSuspendedAsOf([], '2024-12-31')).toBe(false);
  });

  it('expiry dates agree with day counting across month ends, leap days and year ends', () => {
    const day = fc.integer({ min: toEpochDay('1999-12-01'), max: toEpochDay('2101-03-01') });
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.record({ gap: fc.integer({ min: 0, max: 200 }), days: fc.integer({ min: 1, max: 120 }) }), { maxLength: 3 }),
        fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 3 }),
        (e, duration, gaps, extensions) => {
          const effectivity = fromEpochDay(e);
          let cursor = e;
          const suspensions: Suspension[] = gaps.map(({ gap, days }) => {
            const start = cursor + gap;
            cursor = start + days;
            return { dateEffective: fromEpochDay(start), resumptionDate: fromEpochDay(start + days) };
          });
          const asOf = fromEpochDay(cursor + 1);
          const total = gaps.reduce((sum, g) => sum + g.days, 0);
          const bySuspensions = expiryDateDueToSuspensions(effectivity, duration, suspensions, asOf);
          const byExtensions = expiryDateDueToTimeExtensions(bySuspensions, extensions.map((numberOfDays) => ({ numberOfDays })));
          const extensionDays = extensions.reduce((a, b) => a + b, 0);
          expect(daysElapsed(effectivity, originalExpiryDate(effectivity, duration))).toBe(duration);
          expect(daysElapsed(effectivity, bySuspensions)).toBe(duration + total);
          expect(daysElapsed(effectivity, byExtensions)).toBe(duration + total + extensionDays);
          expect(byExtensions).toBe(new Date((e + duration - 1 + total + extensionDays) * 86_400_000).toISOString().slice(0, 10));
        },
      ),
    );
  });

  it('over a leap day: 10 days suspended from 2024-02-25 resume on 2024-03-06, expiry 2024-02-29 moves to 2024-03-10', () => {
    const suspension: Suspension = { dateEffective: '2024-02-25', resumptionDate: '2024-03-06' };
    expect(daysSuspended(suspension, '2024-12-31')).toBe(10);
    expect(originalExpiryDate('2023-12-01', 91)).toBe('2024-02-29');
    expect(expiryDateDueToSuspensions('2023-12-01', 91, [suspension], '2024-12-31')).toBe('2024-03-10');
  });
});

describe('suspension and resume orders are validated', () => {
  const effectivity = '2024-01-01';

  it('refuses a suspension dated before the effectivity date', () => {
    expectRefusal(() => validateSuspensionOrder([], '2023-12-31', effectivity), /before the contract effectivity date 2024-01-01/);
    expect(() => validateSuspensionOrder([], effectivity, effectivity)).not.toThrow();
  });

  it('refuses a new suspension while another is unresumed', () => {
    expectRefusal(
      () => validateSuspensionOrder([{ dateEffective: '2024-01-31' }], '2024-03-01', effectivity),
      /already suspended since 2024-01-31/,
    );
    expectRefusal(
      () => validateSuspensionOrder([{ dateEffective: '2024-01-31', resumptionDate: '2024-02-10' }], '2024-02-05', effectivity),
      /falls within the suspension from 2024-01-31 to 2024-02-10/,
    );
    // S_next ≤ R_prev: the resumed work must run at least one day.
    expectRefusal(
      () => validateSuspensionOrder([{ dateEffective: '2024-01-31', resumptionDate: '2024-02-10' }], '2024-02-10', effectivity),
      /2024-02-10 is the resume date of the suspension from 2024-01-31 to 2024-02-10/,
    );
    expect(() =>
      validateSuspensionOrder([{ dateEffective: '2024-01-31', resumptionDate: '2024-02-10' }], '2024-02-11', effectivity),
    ).not.toThrow();
  });

  it('refuses a resume order dated on or before its suspension', () => {
    const suspension: Suspension = { dateEffective: '2024-01-31' };
    expectRefusal(() => validateResumeOrder(suspension, '2024-01-31'), /must be after the suspension date 2024-01-31/);
    expectRefusal(() => validateResumeOrder(suspension, '2024-01-15'), /must be after/);
    expect(() => validateResumeOrder(suspension, '2024-02-01')).not.toThrow();
  });

  it('refuses a second resume order for the same suspension', () => {
    expectRefusal(
      () => validateResumeOrder({ dateEffective: '2024-01-31', resumptionDate: '2024-02-10' }, '2024-02-20'),
      /already has a resume order effective 2024-02-10/,
    );
  });

  it('refuses a resumption that runs into a later suspension', () => {
    const backdated: Suspension = { id: 2, dateEffective: '2024-01-10' };
    const later: Suspension = { id: 1, dateEffective: '2024-02-01', resumptionDate: '2024-02-05' };
    expectRefusal(() => validateResumeOrder(backdated, '2024-02-03', [later, backdated]), /after the next suspension, dated 2024-02-01/);
    expectRefusal(() => validateResumeOrder(backdated, '2024-02-01', [later, backdated]), /on or after the next suspension, dated 2024-02-01/);
    expect(() => validateResumeOrder(backdated, '2024-01-31', [later, backdated])).not.toThrow();
  });
});

describe('suspension order: later suspensions, completion and accomplishment nodes', () => {
  const effectivity = '2024-01-01';
  const resumed: Suspension = { id: 1, dateEffective: '2024-03-01', resumptionDate: '2024-03-10' };

  it('refuses a back-dated suspension before a later one on record (it would run into it)', () => {
    expectRefusal(() => validateSuspensionOrder([resumed], '2024-02-01', effectivity), /before the suspension of 2024-03-01/);
    expect(() => validateSuspensionOrder([resumed], '2024-03-11', effectivity)).not.toThrow();
  });

  it("refuses a suspension after the contract's completion date, allows one on or before it and a future one", () => {
    expectRefusal(
      () => validateSuspensionOrder([], '2024-05-02', effectivity, { completionDate: '2024-05-01' }),
      /after the contract's completion date 2024-05-01/,
    );
    expect(() => validateSuspensionOrder([], '2024-05-01', effectivity, { completionDate: '2024-05-01' })).not.toThrow();
    expect(() => validateSuspensionOrder([], '2099-01-01', effectivity, { completionDate: null })).not.toThrow();
  });

  it('finds the suspension holding a date: S ≤ date < R, or S ≤ date while unresumed', () => {
    const ongoing: Suspension = { id: 2, dateEffective: '2024-04-01' };
    expect(suspensionHolding([resumed, ongoing], '2024-02-29')).toBeUndefined();
    expect(suspensionHolding([resumed, ongoing], '2024-03-01')).toBe(resumed);
    expect(suspensionHolding([resumed, ongoing], '2024-03-09')).toBe(resumed);
    expect(suspensionHolding([resumed, ongoing], '2024-03-10')).toBeUndefined();
    expect(suspensionHolding([resumed, ongoing], '2024-04-01')).toBe(ongoing);
    expect(suspensionHolding([resumed, ongoing], '2030-01-01')).toBe(ongoing);
  });

  it('refuses an accomplishment node inside a suspension', () => {
    expectRefusal(() => validateNodeOutsideSuspensions([resumed], '2024-03-05'), /falls within the suspension from 2024-03-01 to 2024-03-10/);
    expectRefusal(() => validateNodeOutsideSuspensions([{ dateEffective: '2024-04-01' }], '2024-04-02'), /the suspension since 2024-04-01/);
    expect(() => validateNodeOutsideSuspensions([resumed], '2024-03-10')).not.toThrow();
  });

  it('refuses a suspension or resumption that would leave a node inside it', () => {
    expectRefusal(() => validateSuspensionLeavesNodes({ dateEffective: '2024-02-01' }, ['2024-01-20', '2024-02-15']), /node dated 2024-02-15/);
    expectRefusal(() => validateSuspensionLeavesNodes({ dateEffective: '2024-02-01', resumptionDate: '2024-02-20' }, ['2024-02-15']), /from 2024-02-01 to 2024-02-20/);
    expect(() => validateSuspensionLeavesNodes({ dateEffective: '2024-02-01', resumptionDate: '2024-02-15' }, ['2024-01-31', '2024-02-15'])).not.toThrow();
  });
});

describe('a suspension entered late with its resume order: the closed period [S, R)', () => {
  const effectivity = '2024-01-01';
  const later: Suspension = { id: 1, dateEffective: '2024-03-01', resumptionDate: '2024-03-10' };

  it('accepts a back-dated suspension before a later one when it resumes before that one starts', () => {
    expect(() => validateSuspensionOrder([later], '2024-02-01', effectivity, { resumptionDate: '2024-02-20' })).not.toThrow();
    expect(() => validateSuspensionOrder([later], '2024-02-01', effectivity, { resumptionDate: '2024-02-29' })).not.toThrow();
  });

  it('refuses a resume date on or after the next suspension, and one on or before its own suspension', () => {
    expectRefusal(
      () => validateSuspensionOrder([later], '2024-02-01', effectivity, { resumptionDate: '2024-03-01' }),
      /resume order date 2024-03-01 is on or after the next suspension, dated 2024-03-01/,
    );
    expectRefusal(
      () => validateSuspensionOrder([], '2024-02-01', effectivity, { resumptionDate: '2024-02-01' }),
      /resume order date 2024-02-01 must be after the suspension date 2024-02-01/,
    );
  });

  it('holds nodes inside [S, R) and lets nodes on or after R stand', () => {
    const period: Suspension = { dateEffective: '2024-02-01', resumptionDate: '2024-02-20' };
    expect(() => validateSuspensionLeavesNodes(period, ['2024-01-31', '2024-02-20', '2024-06-30'])).not.toThrow();
    expectRefusal(() => validateSuspensionLeavesNodes(period, ['2024-02-19', '2024-06-30']), /node dated 2024-02-19 within the suspension from 2024-02-01 to 2024-02-20/);
  });
});

describe('removing a resume order', () => {
  const first: Suspension = { id: 1, dateEffective: '2024-02-01', resumptionDate: '2024-02-10' };
  const second: Suspension = { id: 2, dateEffective: '2024-03-01', resumptionDate: '2024-03-05' };

  it('refuses when a later suspension follows, or a node sits on or after S; allows it otherwise', () => {
    expectRefusal(() => validateResumeOrderRemoval(first, [first, second], []), /delete the later suspension/);
    expectRefusal(() => validateResumeOrderRemoval(second, [first, second], ['2024-03-05']), /node dated 2024-03-05/);
    expect(() => validateResumeOrderRemoval(second, [first, second], ['2024-02-28'])).not.toThrow();
  });
});
