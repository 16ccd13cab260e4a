import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import {
  addDays,
  addMonths,
  dateOfDay,
  daysElapsed,
  diffDays,
  formatTableDate,
  fromEpochDay,
  isIsoDate,
  isoDate,
  originalExpiryDate,
  parseIsoDate,
  toEpochDay,
  todayInManila,
  type IsoDate,
} from './dates.js';

const MS_PER_DAY = 86_400_000;
/** A date between 1900 and 2199, via the UTC calendar as the reference implementation. */
const anyEpochDay = fc.integer({ min: Date.UTC(1900, 0, 1) / MS_PER_DAY, max: Date.UTC(2199, 11, 31) / MS_PER_DAY });
// The reference does not go through the parser under test, hence the cast.
const referenceIso = (epochDay: number) => new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10) as IsoDate;

describe('calendar dates', () => {
  it('reads and writes YYYY-MM-DD exactly as the UTC calendar does', () => {
    fc.assert(
      fc.property(anyEpochDay, (epochDay) => {
        const iso = referenceIso(epochDay);
        expect(fromEpochDay(epochDay)).toBe(iso);
        expect(toEpochDay(iso)).toBe(epochDay);
      }),
    );
  });

  it('refuses strings that are not real dates', () => {
    for (const bad of ['2024-02-30', '2023-02-29', '2024-13-01', '2024-00-10', '2024-1-01', '20240101', '2024-01-01T00:00', '']) {
      expect(isIsoDate(bad)).toBe(false);
      expect(parseIsoDate(bad)).toBeNull();
      expect(() => isoDate(bad)).toThrow(RangeError);
      // A date that dodged the types (a cast, JSON) is still refused at run time.
      expect(() => toEpochDay(bad as IsoDate)).toThrow(AppError);
    }
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
  });

  it('turns outside text into an IsoDate only through the parser', () => {
    const text: string = '2024-02-29';
    expect(parseIsoDate(text)).toBe('2024-02-29');
    expect(isoDate(text)).toBe('2024-02-29');
  });

  it('counts across month ends, leap days and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(diffDays('2025-03-01', '2024-03-01')).toBe(365);
    expect(diffDays('2024-03-01', '2023-03-01')).toBe(366);
  });
});

describe('day counting', () => {
  it('day 1 is the effectivity date; days_elapsed is 0 before it', () => {
    expect(daysElapsed('2024-03-05', '2024-03-05')).toBe(1);
    expect(daysElapsed('2024-03-05', '2024-03-04')).toBe(0);
    expect(daysElapsed('2024-03-05', '2023-01-01')).toBe(0);
    expect(dateOfDay('2024-03-05', 1)).toBe('2024-03-05');
  });

  it('150 C.D. from 5 March ends on 1 August (inclusive counting)', () => {
    expect(originalExpiryDate('2024-03-05', 150)).toBe('2024-08-01');
    expect(daysElapsed('2024-03-05', '2024-08-01')).toBe(150);
  });

  it('expiry E + D − 1 is the date whose days_elapsed is D, for any E and D', () => {
    fc.assert(
      fc.property(anyEpochDay, fc.integer({ min: 1, max: 3000 }), (e, duration) => {
        const effectivity = fromEpochDay(e);
        const expiry = originalExpiryDate(effectivity, duration);
        expect(daysElapsed(effectivity, expiry)).toBe(duration);
        expect(expiry).toBe(referenceIso(e + duration - 1));
        expect(daysElapsed(effectivity, addDays(expiry, 1))).toBe(duration + 1);
      }),
    );
  });
});

describe('adding months', () => {
  it('keeps the day of the month, clamped to the month end', () => {
    expect(addMonths('2024-03-05', 1)).toBe('2024-04-05');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-12-15', 1)).toBe('2025-01-15');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2024-01-15', -13)).toBe('2022-12-15');
    expect(addMonths('2024-05-31', 0)).toBe('2024-05-31');
  });

  it('agrees with the UTC calendar, and refuses a bad date or a fraction of a month', () => {
    fc.assert(
      fc.property(anyEpochDay, fc.integer({ min: -240, max: 240 }), (epochDay, months) => {
        const date = new Date(epochDay * MS_PER_DAY);
        const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
        const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
        target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
        expect(addMonths(referenceIso(epochDay), months)).toBe(target.toISOString().slice(0, 10));
      }),
    );
    expect(() => addMonths('2024-02-30', 1)).toThrow(AppError);
    expect(() => addMonths('2024-02-01', 0.5)).toThrow(RangeError);
  });
});

describe('today in Manila', () => {
  it('is UTC+8: a new day starts at 16:00 UTC', () => {
    expect(todayInManila(new Date('2024-03-04T15:59:59.999Z'))).toBe('2024-03-04');
    expect(todayInManila(new Date('2024-03-04T16:00:00.000Z'))).toBe('2024-03-05');
    expect(todayInManila(new Date('2024-12-31T16:00:00Z'))).toBe('2025-01-01');
  });

  it('does not depend on the machine time zone (no DST days in Manila)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(todayInManila(new Date(ms))).toBe(new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10));
      }),
    );
  });
});

describe('table dates', () => {
  it('show as Mar 5, 2024', () => {
    expect(formatTableDate('2024-03-05')).toBe('Mar 5, 2024');
    expect(formatTableDate('2024-12-31')).toBe('Dec 31, 2024');
  });
});
