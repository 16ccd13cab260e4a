import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors.js';
import { centavos } from '../common/money.js';
import { round2 } from '../common/percent.js';
import {
  actualAccomplishment,
  completionDate,
  computeContractStatus,
  contractSCurves,
  contractStatus,
  originalTargetAccomplishment,
  targetAccomplishment,
  type ContractStatusInput,
} from './contract-status.rules.js';
import { fromEpochDay, isoDate, toEpochDay } from '../common/dates.js';
import { actualCurve, interpolatedAccomplishment, originalCurve, revisedCurve, stepAccomplishment } from './curves.rules.js';
import { approvedTimeExtension, percentTimeElapsed, totalTimeExtensionDays } from './time-extensions.rules.js';
import type { DatedNode, Suspension } from './schedule.types.js';
import { suspensionHolding } from './suspensions.rules.js';

const schedule: DatedNode[] = [
  { date: '2024-02-19', accomplishment: 40 },
  { date: '2024-04-09', accomplishment: 100 },
];
const base: ContractStatusInput = {
  effectivity: '2024-01-01',
  duration: 100,
  amount: centavos(100_000_000),
  schedule,
  accomplishments: [],
  asOf: '2024-03-01',
};

describe('computeContractStatus', () => {
  it('with no schedule and no accomplishment: target, actual and slippage are 0, on track', () => {
    const status = computeContractStatus({ ...base, schedule: [] });
    expect(status.targetAccomplishment).toBe(0);
    expect(status.originalTargetAccomplishment).toBe(0);
    expect(status.actualAccomplishment).toBe(0);
    expect(status.slippage).toBe(0);
    expect(status.slippageBand).toBe('on_track');
    expect(status.status).toBe('ongoing');
    expect(status.valueAccomplished).toBe(0);
  });

  it('before the effectivity date nothing has elapsed', () => {
    const status = computeContractStatus({ ...base, asOf: '2023-12-15' });
    expect(status.daysElapsed).toBe(0);
    expect(status.percentTimeElapsed).toBe(0);
    expect(status.targetAccomplishment).toBe(0);
  });

  it('on the effectivity date it is day 1', () => {
    const status = computeContractStatus({ ...base, asOf: '2024-01-01' });
    expect(status.daysElapsed).toBe(1);
    expect(status.targetAccomplishment).toBeCloseTo(0.8, 12); // 40 % over 50 days
    expect(status.percentTimeElapsed).toBe(1);
  });

  it('an unresumed suspension: status suspended, days counted to T, target held, expiry moving with T', () => {
    const suspensions: Suspension[] = [{ dateEffective: '2024-01-31', resumptionDate: null }];
    const status = computeContractStatus({
      ...base,
      suspensions,
      accomplishments: [{ date: '2024-01-20', accomplishment: 10 }],
    });
    expect(status.suspended).toBe(true);
    expect(status.status).toBe('suspended');
    expect(status.daysSuspended).toBe(31);
    expect(status.expiryDateDueToSuspensions).toBe('2024-05-10');
    expect(status.targetAccomplishment).toBe(24);
    expect(status.contractTimeElapsed).toBe(30);
    expect(status.percentTimeElapsed).toBe(30);
    const later = computeContractStatus({ ...base, suspensions, asOf: '2024-03-02' });
    expect(later.expiryDateDueToSuspensions).toBe('2024-05-11');
    expect(later.targetAccomplishment).toBe(24);
  });

  it('as of a date inside a resumed suspension it is still suspended', () => {
    const status = computeContractStatus({
      ...base,
      suspensions: [{ dateEffective: '2024-02-20', resumptionDate: '2024-03-10' }],
    });
    expect(status.status).toBe('suspended');
    expect(status.daysSuspended).toBe(11);
  });

  it('several suspensions add up and revise the target', () => {
    const suspensions: Suspension[] = [
      { dateEffective: '2024-03-01', resumptionDate: '2024-03-06' },
      { dateEffective: '2024-01-31', resumptionDate: '2024-02-10' },
    ];
    const status = computeContractStatus({ ...base, asOf: '2024-04-30', suspensions });
    expect(status.daysSuspended).toBe(15);
    expect(status.expiryDateDueToSuspensions).toBe('2024-04-24');
    // Revised (0,0)(30,24)(40,24)(60,40)(65,40)(115,100); t = 121.
    expect(status.targetAccomplishment).toBe(100);
    // t = 75: 40 + 60 × (75 − 65) / 50 = 52.
    expect(round2(computeContractStatus({ ...base, asOf: '2024-03-15', suspensions }).targetAccomplishment)).toBe(52);
  });

  it('completed at 100: status, completion date, no band', () => {
    const status = computeContractStatus({
      ...base,
      asOf: '2024-05-01',
      accomplishments: [
        { date: '2024-04-30', accomplishment: 100 },
        { date: '2024-04-20', accomplishment: 100 },
        { date: '2024-03-01', accomplishment: 60 },
      ],
    });
    expect(status.actualAccomplishment).toBe(100);
    expect(status.status).toBe('completed');
    expect(status.completionDate).toBe('2024-04-20');
    expect(status.slippageBand).toBeNull();
    expect(status.valueAccomplished).toBe(100_000_000);
    const before = computeContractStatus({ ...base, asOf: '2024-04-19', accomplishments: [{ date: '2024-04-20', accomplishment: 100 }] });
    expect(before.status).toBe('ongoing');
    expect(before.completionDate).toBeNull();
  });

  it("a completed contract's clock stops on its completion date; target, slippage and money still read as of T", () => {
    // Finished on day 117 of 120 (after a 10-day suspension): a year later it still shows the figures of that day.
    const contract: ContractStatusInput = {
      ...base,
      duration: 120,
      accomplishments: [
        { date: '2024-02-01', accomplishment: 30 },
        { date: '2024-04-26', accomplishment: 100 },
      ],
      suspensions: [{ dateEffective: '2024-03-01', resumptionDate: '2024-03-11' }],
      asOf: '2024-04-26',
    };
    const onCompletion = computeContractStatus(contract);
    expect(onCompletion.daysElapsed).toBe(117);
    const yearLater = computeContractStatus({ ...contract, asOf: '2025-04-26' });
    expect(yearLater.status).toBe('completed');
    expect(yearLater.daysElapsed).toBe(117);
    expect(yearLater.daysSuspended).toBe(10);
    expect(yearLater.contractTimeElapsed).toBe(107);
    expect(round2(yearLater.percentTimeElapsed)).toBe(89.17);
    expect(yearLater.expiryDateDueToSuspensions).toBe('2024-05-09');
    expect(yearLater.targetAccomplishment).toBe(100);
    expect(yearLater.valueAccomplished).toBe(100_000_000);
    // Before completion the clock runs.
    const ongoing = computeContractStatus({ ...contract, asOf: '2024-04-25' });
    expect(ongoing.daysElapsed).toBe(116);
    // The contract time stays that as of T (decision 012): an extension approved after completion still divides.
    const extended = computeContractStatus({ ...contract, timeExtensions: [{ numberOfDays: 30, dateApproved: '2024-06-01' }], asOf: '2025-04-26' });
    expect(extended.contractTimeElapsed).toBe(107);
    expect(round2(extended.percentTimeElapsed)).toBe(71.33); // 107 / 150
  });

  it('amounts of 0 give values of 0', () => {
    const status = computeContractStatus({ ...base, amount: centavos(0), accomplishments: [{ date: '2024-02-01', accomplishment: 50 }] });
    expect(status.valueAccomplished).toBe(0);
    expect(status.targetValueAccomplished).toBe(0);
    expect(status.actualAccomplishment).toBe(50);
  });

  it('a contract time of 0 gives 0 % time elapsed instead of dividing by zero', () => {
    expect(computeContractStatus({ ...base, duration: 0 }).percentTimeElapsed).toBe(0);
  });

  it('refuses a contract time that is not a whole number of days, and a bad date', () => {
    expect(() => computeContractStatus({ ...base, duration: 10.5 })).toThrow(AppError);
    expect(() => computeContractStatus({ ...base, duration: -1 })).toThrow(AppError);
    expect(() => computeContractStatus({ ...base, asOf: '2024-02-30' })).toThrow(AppError);
  });

  it('agrees with the single-figure functions', () => {
    const suspensions: Suspension[] = [{ dateEffective: '2024-01-31', resumptionDate: '2024-02-10' }];
    const accomplishments: DatedNode[] = [
      { date: '2024-02-25', accomplishment: 35 },
      { date: '2024-01-20', accomplishment: 10 },
    ];
    const status = computeContractStatus({ ...base, suspensions, accomplishments });
    expect(status.targetAccomplishment).toBe(targetAccomplishment(base.effectivity, schedule, suspensions, base.asOf));
    expect(status.originalTargetAccomplishment).toBe(originalTargetAccomplishment(base.effectivity, schedule, base.asOf));
    expect(status.actualAccomplishment).toBe(actualAccomplishment(accomplishments, base.asOf));
    expect(actualAccomplishment(accomplishments, '2024-02-24')).toBe(10);
    expect(actualAccomplishment(accomplishments, '2024-01-19')).toBe(0);
    expect(actualAccomplishment([], '2024-01-19')).toBe(0);
  });

  it('the target stays within 0–100 and the actual equals the latest node for any as-of date', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 400 }), (offset) => {
        const asOf = isoDate(new Date(Date.UTC(2024, 0, 1 + offset)).toISOString().slice(0, 10));
        const status = computeContractStatus({
          ...base,
          asOf,
          suspensions: [{ dateEffective: '2024-01-31', resumptionDate: '2024-02-10' }, { dateEffective: '2024-03-15' }],
          accomplishments: [{ date: '2024-01-20', accomplishment: 10 }],
        });
        expect(status.targetAccomplishment).toBeGreaterThanOrEqual(0);
        expect(status.targetAccomplishment).toBeLessThanOrEqual(100);
        expect(status.actualAccomplishment).toBe(offset >= 19 ? 10 : 0);
      }),
    );
  });
});

describe('the report fast path', () => {
  const e = toEpochDay('2024-01-01');
  const dated = (offset: number) => fromEpochDay(e + offset);
  // Records that keep DOMAIN.md's rules (the engine refuses others): distinct dates, cumulative values, in any order.
  const nodes = fc
    .tuple(
      fc.uniqueArray(fc.integer({ min: 0, max: 300 }), { maxLength: 25 }),
      fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 25, maxLength: 25 }),
    )
    .map(([offsets, values]) => {
      const ranked = [...offsets].sort((a, b) => a - b);
      const sortedValues = values.slice(0, offsets.length).sort((a, b) => a - b);
      return offsets.map((offset) => ({ offset, accomplishment: sortedValues[ranked.indexOf(offset)]! }));
    });
  const suspensions = fc.array(
    fc.record({ gap: fc.integer({ min: 1, max: 120 }), days: fc.integer({ min: 1, max: 60 }), resumed: fc.boolean() }),
    { maxLength: 3 },
  );

  it('gives the same figures as building the curves, for any valid nodes (unsorted) and suspensions', () => {
    fc.assert(
      fc.property(nodes, nodes, suspensions, fc.integer({ min: -10, max: 600 }), (plan, done, gaps, asOfOffset) => {
        const schedule = plan.map((n) => ({ date: dated(n.offset), accomplishment: n.accomplishment }));
        let cursor = 0;
        const list: Suspension[] = gaps.map((g, i) => {
          const start = cursor + g.gap;
          cursor = start + g.days;
          const last = i === gaps.length - 1;
          return { dateEffective: dated(start), resumptionDate: last && !g.resumed ? null : dated(start + g.days) };
        });
        // No work while suspended, and no suspension after the completion date.
        const lastStart = list.length === 0 ? '' : list[list.length - 1]!.dateEffective;
        const accomplishments = done
          .map((n) => ({ date: dated(n.offset), accomplishment: n.accomplishment }))
          .filter((n) => !suspensionHolding(list, n.date))
          .map((n) => (n.accomplishment === 100 && n.date < lastStart ? { ...n, accomplishment: 99 } : n));
        const asOf = dated(asOfOffset);
        const status = computeContractStatus({ ...base, schedule, accomplishments, suspensions: list, asOf });
        const t = Math.max(0, asOfOffset + 1);
        expect(status.targetAccomplishment).toBeCloseTo(interpolatedAccomplishment(revisedCurve(base.effectivity, schedule, list, asOf), t), 9);
        expect(status.originalTargetAccomplishment).toBe(interpolatedAccomplishment(originalCurve(base.effectivity, schedule), t));
        expect(status.actualAccomplishment).toBe(stepAccomplishment(actualCurve(base.effectivity, accomplishments, asOf), t));
      }),
    );
  });
});

describe('contract status and completion date', () => {
  it('completed at 100, else ongoing, suspended when ongoing with an unresumed suspension', () => {
    expect(contractStatus(100, true)).toBe('completed');
    expect(contractStatus(99.99, true)).toBe('suspended');
    expect(contractStatus(99.99, false)).toBe('ongoing');
  });

  it('is the date of the first actual node at 100', () => {
    const nodes: DatedNode[] = [
      { date: '2024-05-02', accomplishment: 100 },
      { date: '2024-05-01', accomplishment: 100 },
    ];
    expect(completionDate(nodes)).toBe('2024-05-01');
    expect(completionDate(nodes, '2024-04-30')).toBeNull();
    expect(completionDate([])).toBeNull();
  });
});

describe('time extensions', () => {
  it('add up and give the approved time extension', () => {
    const extensions = [{ numberOfDays: 15 }, { numberOfDays: 30 }];
    expect(totalTimeExtensionDays(extensions)).toBe(45);
    expect(approvedTimeExtension(extensions)).toEqual({ numberOfTimeExtension: 2, totalDuration: 45 });
    expect(approvedTimeExtension([])).toEqual({ numberOfTimeExtension: 0, totalDuration: 0 });
  });

  it('move the expiry but not the planned curve', () => {
    const without = computeContractStatus(base);
    const withExtension = computeContractStatus({ ...base, timeExtensions: [{ numberOfDays: 30 }] });
    expect(withExtension.expiryDateDueToTimeExtensions).toBe('2024-05-09');
    expect(withExtension.expiryDateDueToSuspensions).toBe(without.expiryDateDueToSuspensions);
    expect(withExtension.targetAccomplishment).toBe(without.targetAccomplishment);
  });

  it('enter the Statement of Time Elapsed', () => {
    expect(percentTimeElapsed({ daysElapsed: 61, daysSuspended: 10, duration: 100, timeExtensionDays: 15 })).toBeCloseTo(44.3478, 4);
    expect(percentTimeElapsed({ daysElapsed: 10, daysSuspended: 0, duration: 0, timeExtensionDays: 0 })).toBe(0);
  });
});

describe('contractSCurves', () => {
  it('applies the five-point filter when asked (cumulative curves keep every point)', () => {
    const input: Pick<ContractStatusInput, 'effectivity' | 'schedule' | 'accomplishments' | 'asOf'> = {
      effectivity: '2024-01-01',
      schedule: [],
      accomplishments: [
        { date: '2024-01-05', accomplishment: 5 },
        { date: '2024-01-06', accomplishment: 5 },
        { date: '2024-01-07', accomplishment: 6 },
      ],
      asOf: '2024-01-10',
    };
    const curves = contractSCurves(input, { filter: true });
    expect(curves.actualAccomplishment.map((p) => [p.day, p.accomplishment])).toEqual([
      [0, 0],
      [5, 5],
      [6, 5],
      [7, 6],
      [10, 6],
    ]);
    // A decreasing line (legacy data) is refused by the guard before any filtering.
    expect(() =>
      contractSCurves({ ...input, accomplishments: [{ date: '2024-01-05', accomplishment: 30 }, { date: '2024-01-06', accomplishment: 5 }] }, { filter: true }),
    ).toThrow(AppError);
  });
});
