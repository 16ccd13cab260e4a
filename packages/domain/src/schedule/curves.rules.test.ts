import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  extendActualLine,
  filterSCurvePoints,
  interpolatedAccomplishment,
  originalCurve,
  reviseCurve,
  revisedCurve,
  slippage,
  slippageBand,
  stepAccomplishment,
  type CurveSuspension,
} from './curves.rules.js';
import type { CurvePoint } from './schedule.types.js';

/** A non-decreasing schedule: (0, 0) then points on distinct days with rising cumulative percentages. */
const schedule = fc
  .array(fc.record({ gap: fc.integer({ min: 1, max: 60 }), rise: fc.integer({ min: 0, max: 10_000 }) }), {
    minLength: 0,
    maxLength: 20,
  })
  .map((steps) => {
    const total = steps.reduce((sum, step) => sum + step.rise, 0) || 1;
    const points: CurvePoint[] = [{ day: 0, accomplishment: 0 }];
    let day = 0;
    let reached = 0;
    for (const step of steps) {
      day += step.gap;
      reached += step.rise;
      points.push({ day, accomplishment: (reached / total) * 100 });
    }
    return points;
  });

/**
 * Suspensions generated on the working-day axis (w = contract days used before
 * each one) and placed on the calendar axis as DOMAIN.md does: S − E = w + the
 * days suspended before it.
 */
const suspensions = fc
  .array(fc.record({ workingDay: fc.integer({ min: 0, max: 700 }), days: fc.integer({ min: 1, max: 90 }) }), {
    maxLength: 4,
  })
  .map((list) => {
    const sorted = [...list].sort((a, b) => a.workingDay - b.workingDay);
    let before = 0;
    return sorted.map(({ workingDay, days }) => {
      const span = { workingDay, suspendedOn: workingDay + before, daysSuspended: days };
      before += days;
      return span;
    });
  });

function isNonDecreasing(curve: readonly CurvePoint[]): boolean {
  return curve.every(
    (point, i) =>
      i === 0 ||
      (point.day >= (curve[i - 1] as CurvePoint).day && point.accomplishment >= (curve[i - 1] as CurvePoint).accomplishment),
  );
}

describe('the revised planned curve (properties)', () => {
  it('a non-decreasing schedule stays non-decreasing after revision', () => {
    fc.assert(fc.property(schedule, suspensions, (curve, spans) => isNonDecreasing(reviseCurve(curve, spans))));
  });

  it('targets stay within 0–100 on any day', () => {
    fc.assert(
      fc.property(schedule, suspensions, fc.double({ min: -10, max: 2000, noNaN: true }), (curve, spans, day) => {
        const target = interpolatedAccomplishment(reviseCurve(curve, spans), day);
        return target >= 0 && target <= 100 + 1e-9;
      }),
    );
  });

  it('a suspension after the last point changes nothing', () => {
    fc.assert(
      fc.property(schedule, fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 90 }), (curve, after, days) => {
        const last = (curve[curve.length - 1] as CurvePoint).day;
        expect(reviseCurve(curve, [{ suspendedOn: last + after, daysSuspended: days }])).toEqual(curve);
      }),
    );
  });

  it('the revised curve at t + days suspended before t equals the original at t', () => {
    fc.assert(
      fc.property(schedule, suspensions, (curve, spans) => {
        const revised = reviseCurve(curve, spans);
        const last = (curve[curve.length - 1] as CurvePoint).day;
        for (let t = 0; t <= last + 5; t += 0.5) {
          const before = spans.filter((span) => span.workingDay < t).reduce((sum, span) => sum + span.daysSuspended, 0);
          expect(interpolatedAccomplishment(revised, t + before)).toBeCloseTo(interpolatedAccomplishment(curve, t), 9);
        }
      }),
    );
  });

  it('holds the target level while suspended', () => {
    fc.assert(
      fc.property(schedule, suspensions, (curve, spans) => {
        const revised = reviseCurve(curve, spans);
        for (const span of spans) {
          const atStart = interpolatedAccomplishment(revised, span.suspendedOn);
          for (let day = span.suspendedOn; day <= span.suspendedOn + span.daysSuspended; day++) {
            expect(interpolatedAccomplishment(revised, day)).toBeCloseTo(atStart, 9);
          }
        }
      }),
    );
  });
});

describe('the revised planned curve (cases)', () => {
  const base: CurvePoint[] = [
    { day: 0, accomplishment: 0 },
    { day: 50, accomplishment: 40 },
    { day: 100, accomplishment: 100 },
  ];

  it('with no schedule it is (0, 0) and every target is 0', () => {
    const curve = revisedCurve('2024-01-01', [], [{ dateEffective: '2024-01-10', resumptionDate: '2024-01-20' }], '2024-03-01');
    expect(curve).toEqual([{ day: 0, accomplishment: 0 }]);
    expect(interpolatedAccomplishment(curve, 61)).toBe(0);
    expect(interpolatedAccomplishment([], 61)).toBe(0);
  });

  it('with a single node it rises linearly to it and stays there', () => {
    const curve = originalCurve('2024-01-01', [{ date: '2024-01-10', accomplishment: 50 }]);
    expect(curve).toEqual([
      { day: 0, accomplishment: 0 },
      { day: 10, accomplishment: 50 },
    ]);
    expect(interpolatedAccomplishment(curve, 5)).toBe(25);
    expect(interpolatedAccomplishment(curve, 500)).toBe(50);
    expect(reviseCurve(curve, [{ suspendedOn: 4, daysSuspended: 6 }])).toEqual([
      { day: 0, accomplishment: 0 },
      { day: 4, accomplishment: 20 },
      { day: 10, accomplishment: 20 },
      { day: 16, accomplishment: 50 },
    ]);
  });

  it('with nodes on the same day, the later entry is the value from that day on', () => {
    const curve = originalCurve('2024-01-01', [
      { date: '2024-01-10', accomplishment: 20 },
      { date: '2024-01-10', accomplishment: 30 },
      { date: '2024-01-20', accomplishment: 50 },
    ]);
    expect(curve.map((p) => p.day)).toEqual([0, 10, 10, 20]);
    expect(interpolatedAccomplishment(curve, 10)).toBe(30);
    expect(interpolatedAccomplishment(curve, 15)).toBe(40);
    expect(interpolatedAccomplishment(curve, 5)).toBe(10);
  });

  it('sorts nodes entered out of order', () => {
    const curve = originalCurve('2024-01-01', [
      { date: '2024-04-09', accomplishment: 100 },
      { date: '2024-02-19', accomplishment: 40 },
    ]);
    expect(curve).toEqual(base);
  });

  it('a suspension on the effectivity date holds the curve at 0 first', () => {
    // S = E: suspended_on 0, a point at (0 + 10, 0), every point after moves by 10.
    expect(revisedCurve('2024-01-01', [{ date: '2024-02-19', accomplishment: 40 }], [
      { dateEffective: '2024-01-01', resumptionDate: '2024-01-11' },
    ], '2024-06-01')).toEqual([
      { day: 0, accomplishment: 0 },
      { day: 10, accomplishment: 0 },
      { day: 60, accomplishment: 40 },
    ]);
  });

  it('a suspension on a node’s day inserts no interpolated point', () => {
    expect(reviseCurve(base, [{ suspendedOn: 50, daysSuspended: 10 }])).toEqual([
      { day: 0, accomplishment: 0 },
      { day: 50, accomplishment: 40 },
      { day: 60, accomplishment: 40 },
      { day: 110, accomplishment: 100 },
    ]);
    // Dated: the node of 2024-02-19 is day 50; a suspension from 2024-02-20 has suspended_on 50.
    expect(
      revisedCurve('2024-01-01', [{ date: '2024-02-19', accomplishment: 40 }, { date: '2024-04-09', accomplishment: 100 }], [
        { dateEffective: '2024-02-20', resumptionDate: '2024-03-01' },
      ], '2024-06-01'),
    ).toEqual(reviseCurve(base, [{ suspendedOn: 50, daysSuspended: 10 }]));
  });

  it('a suspension starting on a node’s date keeps that node (it is the next working day’s end)', () => {
    // S = 2024-02-19 (the node's date): suspended_on 49, between days 0 and 50.
    const curve = revisedCurve('2024-01-01', [{ date: '2024-02-19', accomplishment: 40 }], [
      { dateEffective: '2024-02-19', resumptionDate: '2024-02-24' },
    ], '2024-06-01');
    expect(curve.map((p) => p.day)).toEqual([0, 49, 54, 55]);
    expect(curve[1]?.accomplishment).toBeCloseTo(39.2, 12);
    expect(curve[3]?.accomplishment).toBe(40);
  });

  it('applies several suspensions in order of S, each to the curve revised so far', () => {
    const spans: CurveSuspension[] = [
      { suspendedOn: 60, daysSuspended: 5 }, // on the revised axis, after the first one
      { suspendedOn: 30, daysSuspended: 10 },
    ];
    expect(reviseCurve(base, spans)).toEqual([
      { day: 0, accomplishment: 0 },
      { day: 30, accomplishment: 24 },
      { day: 40, accomplishment: 24 },
      { day: 60, accomplishment: 40 },
      { day: 65, accomplishment: 40 },
      { day: 115, accomplishment: 100 },
    ]);
  });

  it('an unresumed suspension holds the target to the as-of date', () => {
    const curve = revisedCurve('2024-01-01', [{ date: '2024-02-19', accomplishment: 40 }, { date: '2024-04-09', accomplishment: 100 }], [
      { dateEffective: '2024-01-31', resumptionDate: null },
    ], '2024-03-01');
    // Suspended 2024-01-31 to 2024-03-01 inclusive: 31 days, resumed_on = 61 = t.
    expect(curve.map((p) => [p.day, p.accomplishment])).toEqual([
      [0, 0],
      [30, 24],
      [61, 24],
      [81, 40],
      [131, 100],
    ]);
    expect(interpolatedAccomplishment(curve, 61)).toBe(24);
  });

  it('leaves the curve as is when a suspension has no days as of T', () => {
    expect(
      revisedCurve('2024-01-01', [{ date: '2024-02-19', accomplishment: 40 }], [{ dateEffective: '2024-03-10' }], '2024-03-01'),
    ).toEqual(originalCurve('2024-01-01', [{ date: '2024-02-19', accomplishment: 40 }]));
  });
});

describe('target and actual', () => {
  const actual: CurvePoint[] = [
    { day: 0, accomplishment: 0 },
    { day: 20, accomplishment: 10 },
    { day: 56, accomplishment: 35 },
  ];

  it('the actual is a step: the latest figure, never interpolated', () => {
    expect(stepAccomplishment(actual, 19)).toBe(0);
    expect(stepAccomplishment(actual, 20)).toBe(10);
    expect(stepAccomplishment(actual, 55)).toBe(10);
    expect(stepAccomplishment(actual, 400)).toBe(35);
    expect(stepAccomplishment([], 10)).toBe(0);
  });

  it('the target is 0 before the first point and the last value after it', () => {
    const curve = [
      { day: 10, accomplishment: 20 },
      { day: 20, accomplishment: 40 },
    ];
    expect(interpolatedAccomplishment(curve, 5)).toBe(0);
    expect(interpolatedAccomplishment(curve, 15)).toBe(30);
    expect(interpolatedAccomplishment(curve, 25)).toBe(40);
  });
});

describe('slippage and the D.O. 193 band', () => {
  it('is actual − target', () => {
    expect(slippage(35, 41.2)).toBeCloseTo(-6.2, 12);
  });

  it('bands at −5, −10 and −15 (boundaries belong to the worse band)', () => {
    expect(slippageBand(3)).toBe('on_track');
    expect(slippageBand(-4.99)).toBe('on_track');
    expect(slippageBand(-5)).toBe('early_warning');
    expect(slippageBand(-9.99)).toBe('early_warning');
    expect(slippageBand(-10)).toBe('final_warning');
    expect(slippageBand(-14.99)).toBe('final_warning');
    expect(slippageBand(-15)).toBe('terminal');
    expect(slippageBand(-40)).toBe('terminal');
  });

  it('reads the band from the figure shown, so float noise does not cross a boundary', () => {
    expect(slippageBand(35.1 - 40.1)).toBe('early_warning'); // −5.000000000000004 shows as −5.00
    expect(slippageBand(-4.999999999)).toBe('early_warning'); // shows as −5.00
    expect(slippageBand(-4.994)).toBe('on_track');
  });
});

describe('display filters', () => {
  it('drops a point whose accomplishment exceeds any of the next five points', () => {
    const points = [0, 10, 50, 12, 15, 20, 30, 40, 45, 100].map((accomplishment, day) => ({ day, accomplishment }));
    expect(filterSCurvePoints(points).map((p) => p.accomplishment)).toEqual([0, 10, 12, 15, 20, 30, 40, 45, 100]);
  });

  it('looks only five points ahead', () => {
    const points = [0, 30, 31, 32, 33, 34, 35, 20].map((accomplishment, day) => ({ day, accomplishment }));
    // 30 is compared with 31..35 only, so it stays; 31..35 see the 20 and go.
    expect(filterSCurvePoints(points).map((p) => p.accomplishment)).toEqual([0, 30, 20]);
  });

  it('keeps equal values and an empty list', () => {
    const flat = [0, 5, 5, 5].map((accomplishment, day) => ({ day, accomplishment }));
    expect(filterSCurvePoints(flat)).toEqual(flat);
    expect(filterSCurvePoints([])).toEqual([]);
  });

  it('extends the actual line level to the as-of day while under 100', () => {
    const line = [
      { day: 0, accomplishment: 0 },
      { day: 20, accomplishment: 10 },
    ];
    expect(extendActualLine(line, 61)).toEqual([...line, { day: 61, accomplishment: 10 }]);
    expect(extendActualLine(line, 20)).toEqual(line);
    expect(extendActualLine([...line, { day: 40, accomplishment: 100 }], 61)).toEqual([...line, { day: 40, accomplishment: 100 }]);
    expect(extendActualLine([], 5)).toEqual([
      { day: 0, accomplishment: 0 },
      { day: 5, accomplishment: 0 },
    ]);
  });
});
