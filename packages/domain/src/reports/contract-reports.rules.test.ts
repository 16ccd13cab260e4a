import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, fromEpochDay, isoDate, toEpochDay } from '../common/dates.js';
import { centavos } from '../common/money.js';
import { totalDaysSuspended } from '../schedule/suspensions.rules.js';
import {
  contractSummaryFigures,
  contractTimelineFigures,
  summaryFeaturesAsOf,
  timelineSuspensionRows,
  type SummaryFeatureEntry,
  type TimelineSuspension,
} from './contract-reports.rules.js';
import type { ContractFiguresInput } from '../contracts/contract-figures.rules.js';
import { contractSummarySchema, contractTimelineSchema } from './contract-reports.schemas.js';
import { workedExample, workedExampleTimeElapsed, workedExampleTimeline } from '../test-support.js';

/** DOMAIN.md's worked example. */
const { suspension, ...workedExampleRecords } = workedExample;
const example: Omit<ContractFiguresInput, 'suspensions'> & { suspensions: readonly TimelineSuspension[] } = {
  ...workedExampleRecords,
  suspensions: [{ ...suspension, reason: 'Heavy rains' }] as TimelineSuspension[],
  timeExtensions: [{ numberOfDays: 15, dateApproved: '2024-02-20' }],
  variationOrders: [],
};

const features: SummaryFeatureEntry[] = [
  { nameId: 2, name: 'Turnout', description: 'Turnout structures', unit: 'unit', accomplishmentDate: '2024-02-01', quantity: 0 },
  { nameId: 1, name: 'Canal lining', description: 'Concrete lining', unit: 'l.m.', accomplishmentDate: '2024-01-15', quantity: 120 },
  { nameId: 1, name: 'Canal lining', description: 'Concrete lining', unit: 'l.m.', accomplishmentDate: '2024-02-20', quantity: 300.5 },
  { nameId: 1, name: 'Canal lining', description: 'Concrete lining', unit: 'l.m.', accomplishmentDate: '2024-03-10', quantity: 480 },
  { nameId: 3, name: 'Riprap', description: '', unit: 'cu.m.', accomplishmentDate: '2024-03-05', quantity: 40 },
];

describe('the Contract Summary', () => {
  it("reads DOMAIN.md's worked example as of 2024-03-01, row by row", () => {
    const summary = contractSummaryFigures({ ...example, features });
    expect(summary).toMatchObject({
      ...workedExampleTimeElapsed,
      original_contract_amount: 1_000_000,
      revised_contract_amount: 1_000_000,
      time_extension_days: 15,
      percent_work_accomplished: 35,
    });
    expect(summary.percent_time_elapsed).toBeCloseTo((51 / 115) * 100, 10);
    expect(summary.percent_work_programmed).toBeCloseTo(41.2, 10);
    expect(summary.percent_slippage).toBeCloseTo(-6.2, 10);
    // Features as of T: the 03-10 and 03-05 entries are later; the 0 quantity is hidden.
    expect(summary.physical_features).toEqual([
      { name_id: 1, name: 'Canal lining', description: 'Concrete lining', quantity: 300.5, unit: 'l.m.' },
    ]);
    expect(() =>
      contractSummarySchema.parse({ ...summary, contract_id: 1, contract_number: 'X', contract_description: '', location: '', fund_source: '', contractor: '' }),
    ).not.toThrow();
  });

  it('lists the features above 0 by name id, each at its latest entry dated ≤ T', () => {
    expect(summaryFeaturesAsOf(features, '2024-12-31').map((feature) => [feature.name_id, feature.quantity])).toEqual([
      [1, 480],
      [3, 40],
    ]);
    expect(summaryFeaturesAsOf(features, '2024-01-01')).toEqual([]);
  });
});

describe('the Contract Timeline', () => {
  it("reads DOMAIN.md's worked example as of 2024-03-01", () => {
    const timeline = contractTimelineFigures(example);
    expect(timeline).toEqual(workedExampleTimeline);
    expect(() =>
      contractTimelineSchema.parse({ ...timeline, contract_id: 1, project_name: 'P', contract_number: 'X', contract_description: '', contractor: '' }),
    ).not.toThrow();
  });

  it('reads a suspension as of T: before its resumption it has no resumption and counts to T', () => {
    const timeline = contractTimelineFigures({ ...example, asOf: '2024-02-05' });
    // 02-05 − 01-31 + 1 = 6 days; the extension approved 02-20 does not count yet: remaining 100 − 30.
    expect(timeline.suspensions).toEqual([
      expect.objectContaining({ contract_days_used: 30, contract_days_remaining: 70, days_suspended: 6, resumption: null }),
    ]);
    expect(contractTimelineFigures({ ...example, asOf: '2024-01-30' }).suspensions).toEqual([]);
  });

  it('shows liquidated damages past the expiry due to time extensions, flagged at 10 % of the revised amount', () => {
    // 2024-06-03 − 2024-05-04 = 30 days; 30 × 0.001 × (1 − 0.35) × 1,000,000 = 19,500.00.
    expect(contractTimelineFigures({ ...example, asOf: '2024-06-03' })).toMatchObject({
      days_of_delay: 30,
      liquidated_damages: 19_500,
      liquidated_damages_flag: false,
    });
    // 650 a day reaches 100,000 (10 %) after 154 days: 2024-05-04 + 154 = 2024-10-05.
    expect(contractTimelineFigures({ ...example, asOf: '2024-10-04' })).toMatchObject({ days_of_delay: 153, liquidated_damages: 99_450, liquidated_damages_flag: false });
    expect(contractTimelineFigures({ ...example, asOf: '2024-10-05' })).toMatchObject({ days_of_delay: 154, liquidated_damages: 100_100, liquidated_damages_flag: true });
    // A variation order lowers the revised amount: the flag is read against it (10 % of 800,000 = 80,000).
    const reduced = contractTimelineFigures({
      ...example,
      variationOrders: [{ dateEffective: '2024-02-01', revisedAmount: centavos(800_000_00) }],
      asOf: '2024-09-06',
    });
    // 2024-05-04 → 2024-09-06 = 125 days; 125 × 0.001 × 0.65 × 800,000 = 65,000.00.
    expect(reduced).toMatchObject({ days_of_delay: 125, liquidated_damages: 65_000, liquidated_damages_flag: false, revised_contract_amount: 800_000 });
    // 154 × 520 = 80,080.00 ≥ 80,000.
    expect(contractTimelineFigures({ ...example, variationOrders: [{ dateEffective: '2024-02-01', revisedAmount: centavos(800_000_00) }], asOf: '2024-10-05' }))
      .toMatchObject({ liquidated_damages: 80_080, liquidated_damages_flag: true });
  });

  it('has no liquidated damages at 100 %, whatever the delay', () => {
    const done = contractTimelineFigures({
      ...example,
      accomplishments: [...example.accomplishments, { date: '2024-06-01', accomplishment: 100 }],
      asOf: '2024-08-01',
    });
    expect(done).toMatchObject({ completion_date: '2024-06-01', days_of_delay: 0, liquidated_damages: 0, liquidated_damages_flag: false });
  });
});

/** A valid contract with suspensions in order of S, each resumed before the next (the last maybe unresumed). */
const arbitraryContract = fc
  .record({
    e: fc.integer({ min: toEpochDay('2015-01-01'), max: toEpochDay('2030-12-31') }),
    duration: fc.integer({ min: 1, max: 1000 }),
    spans: fc.array(fc.record({ gap: fc.integer({ min: 0, max: 200 }), length: fc.integer({ min: 1, max: 120 }) }), { maxLength: 6 }),
    lastResumed: fc.boolean(),
    extensions: fc.array(fc.record({ days: fc.integer({ min: 1, max: 90 }), approvedAfter: fc.integer({ min: 0, max: 900 }) }), { maxLength: 3 }),
    asOfOffset: fc.integer({ min: -30, max: 2500 }),
  })
  .map(({ e, duration, spans, lastResumed, extensions, asOfOffset }) => {
    let cursor = e;
    const suspensions: TimelineSuspension[] = spans.map(({ gap, length }, index) => {
      // The next suspension starts after the previous resumption (R < S_next).
      const start = cursor + gap + (index === 0 ? 0 : 1);
      const resumption = start + length;
      cursor = resumption;
      const resumed = index < spans.length - 1 || lastResumed;
      return { dateEffective: fromEpochDay(start), resumptionDate: resumed ? fromEpochDay(resumption) : null, reason: `Reason ${index + 1}` };
    });
    return {
      effectivity: fromEpochDay(e),
      duration,
      amount: centavos(1_000_000_00),
      schedule: [],
      accomplishments: [],
      suspensions,
      timeExtensions: extensions.map(({ days, approvedAfter }) => ({ numberOfDays: days, dateApproved: fromEpochDay(e + approvedAfter) })),
      variationOrders: [],
      asOf: fromEpochDay(e + asOfOffset),
    };
  });

describe('timeline suspension rows (properties)', () => {
  it('used never decreases, used + remaining = D + extension days, rows are the suspensions begun by T', () => {
    fc.assert(
      fc.property(arbitraryContract, (contract) => {
        const timeline = contractTimelineFigures(contract);
        const rows = timeline.suspensions;
        const extensionDays = contract.timeExtensions
          .filter((extension) => extension.dateApproved <= contract.asOf)
          .reduce((sum, extension) => sum + extension.numberOfDays, 0);
        expect(rows.length).toBe(contract.suspensions.filter((suspension) => suspension.dateEffective <= contract.asOf).length);
        rows.forEach((row, index) => {
          expect(row.suspension_number).toBe(index + 1);
          expect(row.contract_days_used).toBeGreaterThanOrEqual(0);
          expect(row.contract_days_used + row.contract_days_remaining).toBe(contract.duration + extensionDays);
          if (index > 0) expect(row.contract_days_used).toBeGreaterThanOrEqual(rows[index - 1]!.contract_days_used);
          const source = contract.suspensions[index]!;
          expect(row.resumption === null).toBe(!source.resumptionDate || source.resumptionDate > contract.asOf);
          expect(row.days_suspended).toBeGreaterThan(0);
        });
        // The rows' days add up to the engine's days suspended as of T.
        expect(rows.reduce((sum, row) => sum + row.days_suspended, 0)).toBe(totalDaysSuspended(contract.suspensions, contract.asOf));
        expect(rows.reduce((sum, row) => sum + row.days_suspended, 0)).toBe(timeline.days_suspended);
        const last = rows.at(-1);
        if (last) {
          // Days used never run past the contract time elapsed; while suspended on T they equal it (the clock stopped at S).
          expect(last.contract_days_used).toBeLessThanOrEqual(timeline.contract_time_elapsed);
          if (last.resumption === null) expect(last.contract_days_used).toBe(timeline.contract_time_elapsed);
        }
        // The standalone rule and the Timeline agree.
        expect(
          timelineSuspensionRows({
            effectivity: contract.effectivity,
            duration: contract.duration,
            timeExtensionDays: extensionDays,
            suspensions: [...contract.suspensions].reverse(),
            asOf: contract.asOf,
          }),
        ).toEqual(rows);
      }),
      { numRuns: 300 },
    );
  });

  it('liquidated damages are 0 until the expiry due to time extensions, then grow with T and never fall', () => {
    fc.assert(
      fc.property(
        arbitraryContract,
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1, max: 400 }),
        (contract, actual, step) => {
          const withActual = { ...contract, accomplishments: actual > 0 ? [{ date: contract.effectivity, accomplishment: actual }] : [] };
          if (contract.suspensions.some((suspension) => suspension.dateEffective === contract.effectivity) && actual > 0) return;
          const now = contractTimelineFigures(withActual);
          const later = contractTimelineFigures({ ...withActual, asOf: addDays(contract.asOf, step) });
          const past = toEpochDay(contract.asOf) > toEpochDay(isoDate(now.expiry_date_due_to_time_extensions));
          expect(now.days_of_delay > 0).toBe(past);
          expect(now.liquidated_damages).toBeGreaterThanOrEqual(0);
          if (!past) expect(now.liquidated_damages).toBe(0);
          if (later.expiry_date_due_to_time_extensions === now.expiry_date_due_to_time_extensions) {
            expect(later.liquidated_damages).toBeGreaterThanOrEqual(now.liquidated_damages);
            if (now.liquidated_damages_flag) expect(later.liquidated_damages_flag).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
