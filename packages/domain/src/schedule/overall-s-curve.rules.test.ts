import { describe, expect, it } from 'vitest';
import { centavos } from '../common/money.js';
import { overallSCurve } from './overall-s-curve.rules.js';

describe('overall S-curve', () => {
  it('weights contracts by original amount on one calendar axis from the earliest effectivity', () => {
    const curve = overallSCurve([
      {
        effectivity: '2024-01-01',
        amount: centavos(300),
        originalProjected: [{ day: 0, accomplishment: 0 }, { day: 10, accomplishment: 100 }],
        revisedProjected: [{ day: 0, accomplishment: 0 }, { day: 10, accomplishment: 100 }],
        actualAccomplishment: [{ day: 0, accomplishment: 0 }, { day: 4, accomplishment: 50 }],
      },
      {
        // Starts 5 days later: its day k is the axis's day k + 5.
        effectivity: '2024-01-06',
        amount: centavos(100),
        originalProjected: [{ day: 0, accomplishment: 0 }, { day: 10, accomplishment: 100 }],
        revisedProjected: [{ day: 0, accomplishment: 0 }, { day: 20, accomplishment: 100 }],
        actualAccomplishment: [{ day: 0, accomplishment: 0 }, { day: 2, accomplishment: 40 }],
      },
    ]);
    expect(curve.startDate).toBe('2024-01-01');
    expect(curve.originalProjected).toHaveLength(16); // days 0..15
    expect(curve.originalProjected[5]?.accomplishment).toBeCloseTo((300 * 50) / 400, 12);
    expect(curve.originalProjected[10]?.accomplishment).toBeCloseTo((300 * 100 + 100 * 50) / 400, 12);
    expect(curve.originalProjected[15]?.accomplishment).toBeCloseTo(100, 12);
    expect(curve.revisedProjected).toHaveLength(26);
    expect(curve.revisedProjected[25]?.accomplishment).toBeCloseTo(100, 12);
    // Actual is a step: 50 % of the first from day 4, 40 % of the second from its day 2 (axis day 7).
    expect(curve.actualAccomplishment.map((p) => p.accomplishment)).toEqual([0, 0, 0, 0, 37.5, 37.5, 37.5, 47.5]);
  });

  it('is empty with no contracts and 0 when every amount is 0', () => {
    expect(overallSCurve([])).toEqual({ startDate: null, originalProjected: [], revisedProjected: [], actualAccomplishment: [] });
    const zero = overallSCurve([
      {
        effectivity: '2024-01-01',
        amount: centavos(0),
        originalProjected: [{ day: 0, accomplishment: 0 }, { day: 2, accomplishment: 100 }],
        revisedProjected: [{ day: 0, accomplishment: 0 }],
        actualAccomplishment: [{ day: 0, accomplishment: 0 }],
      },
    ]);
    expect(zero.originalProjected.map((p) => p.accomplishment)).toEqual([0, 0, 0]);
  });
});
