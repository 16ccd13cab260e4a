import { describe, expect, it } from 'vitest';
import { formatCentavos, parsePesosToCentavos } from '../common/money.js';
import { formatPercent, round2 } from '../common/percent.js';
import { computeContractStatus, contractSCurves } from './contract-status.rules.js';
import { revisedCurve } from './curves.rules.js';
import { resumedOn, suspendedOn, daysSuspended } from './suspensions.rules.js';
import type { DatedNode, Suspension } from './schedule.types.js';
import { daysElapsed, originalExpiryDate } from '../common/dates.js';

// DOMAIN.md "Worked example", number for number.
describe('the worked example of DOMAIN.md', () => {
  const effectivity = '2024-01-01';
  const schedule: DatedNode[] = [
    { date: '2024-02-19', accomplishment: 40 },
    { date: '2024-04-09', accomplishment: 100 },
  ];
  const suspension: Suspension = { dateEffective: '2024-01-31', resumptionDate: '2024-02-10' };
  const accomplishments: DatedNode[] = [
    { date: '2024-01-20', accomplishment: 10 },
    { date: '2024-02-25', accomplishment: 35 },
  ];
  const asOf = '2024-03-01';

  it('gives every figure of the example', () => {
    // The schedule dates sit on days 50 and 100.
    expect(daysElapsed(effectivity, '2024-02-19')).toBe(50);
    expect(daysElapsed(effectivity, '2024-04-09')).toBe(100);
    expect(originalExpiryDate(effectivity, 100)).toBe('2024-04-09');

    expect(daysSuspended(suspension, asOf)).toBe(10);
    expect(suspendedOn(effectivity, suspension)).toBe(30);
    expect(resumedOn(effectivity, suspension, asOf)).toBe(40);
    expect(revisedCurve(effectivity, schedule, [suspension], asOf)).toEqual([
      { day: 0, accomplishment: 0 },
      { day: 30, accomplishment: 24 },
      { day: 40, accomplishment: 24 },
      { day: 60, accomplishment: 40 },
      { day: 110, accomplishment: 100 },
    ]);

    const status = computeContractStatus({
      effectivity,
      duration: 100,
      amount: parsePesosToCentavos('1,000,000.00'),
      schedule,
      accomplishments,
      suspensions: [suspension],
      timeExtensions: [{ numberOfDays: 15 }],
      asOf,
    });
    expect(status.daysElapsed).toBe(61);
    expect(status.originalExpiryDate).toBe('2024-04-09');
    expect(status.daysSuspended).toBe(10);
    expect(status.expiryDateDueToSuspensions).toBe('2024-04-19');
    expect(status.expiryDateDueToTimeExtensions).toBe('2024-05-04');
    expect(round2(status.targetAccomplishment)).toBe(41.2);
    expect(round2(status.originalTargetAccomplishment)).toBe(53.2);
    expect(round2(status.actualAccomplishment)).toBe(35);
    expect(round2(status.slippage)).toBe(-6.2);
    expect(status.slippageBand).toBe('early_warning');
    expect(round2(status.percentTimeElapsed)).toBe(44.35);
    expect(formatPercent(status.percentTimeElapsed)).toBe('44.35%');
    expect(formatPercent(status.targetAccomplishment)).toBe('41.20%');
    expect(formatPercent(status.slippage)).toBe('-6.20%');
    expect(formatCentavos(status.valueAccomplished)).toBe('Php 350,000.00');
    expect(status.status).toBe('ongoing');
    expect(status.suspended).toBe(false);
    expect(status.completionDate).toBeNull();
    expect(status.approvedTimeExtension).toEqual({ numberOfTimeExtension: 1, totalDuration: 15 });
  });

  it('draws the three chart lines, the actual one level to the as-of day', () => {
    const curves = contractSCurves({ effectivity, schedule, accomplishments, suspensions: [suspension], asOf });
    expect(curves.originalProjected).toEqual([
      { day: 0, accomplishment: 0 },
      { day: 50, accomplishment: 40 },
      { day: 100, accomplishment: 100 },
    ]);
    expect(curves.revisedProjected.map((p) => [p.day, p.accomplishment])).toEqual([
      [0, 0],
      [30, 24],
      [40, 24],
      [60, 40],
      [110, 100],
    ]);
    expect(curves.actualAccomplishment).toEqual([
      { day: 0, accomplishment: 0 },
      { day: 20, accomplishment: 10 },
      { day: 56, accomplishment: 35 },
      { day: 61, accomplishment: 35 },
    ]);
  });
});
