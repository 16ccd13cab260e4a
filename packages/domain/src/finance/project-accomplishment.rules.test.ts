import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centavos, parsePesosToCentavos, sumCentavos } from '../common/money.js';
import { round2 } from '../common/percent.js';
import { contractShares, fundSourceSummary, projectAccomplishment, projectsReportSummary } from './project-accomplishment.rules.js';

describe('a contract attached to several projects', () => {
  it('counts toward each in proportion to the allocations, and once in the total', () => {
    const value = parsePesosToCentavos('350,000.00');
    const shares = contractShares(value, [parsePesosToCentavos('3,000,000'), parsePesosToCentavos('1,000,000')]);
    expect(shares).toEqual([parsePesosToCentavos('262,500'), parsePesosToCentavos('87,500')]);
    expect(sumCentavos(shares)).toBe(value);
  });

  it('never gains or loses a centavo', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }).map(centavos),
        fc.array(fc.integer({ min: 0, max: 10 ** 12 }).map(centavos), { minLength: 1, maxLength: 5 }),
        (value, allocations) => sumCentavos(contractShares(value, allocations)) === value,
      ),
    );
  });
});

describe('project accomplishment', () => {
  it('is value / allocation × 100, target likewise, slippage the difference', () => {
    const result = projectAccomplishment({
      allocation: parsePesosToCentavos('2,000,000'),
      valueAccomplished: parsePesosToCentavos('350,000'),
      targetValueAccomplished: parsePesosToCentavos('412,000'),
    });
    expect(result.accomplishment).toBe(17.5);
    expect(result.targetAccomplishment).toBeCloseTo(20.6, 12);
    expect(round2(result.slippage)).toBe(-3.1);
  });

  it('is 0 when the allocation is 0', () => {
    expect(projectAccomplishment({ allocation: centavos(0), valueAccomplished: centavos(100), targetValueAccomplished: centavos(100) })).toEqual({
      accomplishment: 0,
      targetAccomplishment: 0,
      slippage: 0,
    });
  });
});

describe('report summaries (spec 2 §9)', () => {
  const projects = [
    { allocation: parsePesosToCentavos('1,000,000'), valueAccomplished: parsePesosToCentavos('500,000'), targetValueAccomplished: parsePesosToCentavos('600,000') },
    { allocation: parsePesosToCentavos('3,000,000'), valueAccomplished: parsePesosToCentavos('300,000'), targetValueAccomplished: parsePesosToCentavos('300,000') },
  ];

  it('projects report: overall = Σ value / Σ allocation × 100; slippage = (value − target value) / allocation × 100', () => {
    const summary = projectsReportSummary(projects);
    expect(summary.allocation).toBe(parsePesosToCentavos('4,000,000'));
    expect(summary.accomplishment).toBe(20);
    expect(summary.targetAccomplishment).toBe(22.5);
    expect(summary.slippage).toBe(-2.5);
  });

  it('fund source summary: slippage = accomplishment − target', () => {
    const summary = fundSourceSummary(projects);
    expect(summary.numberOfProjects).toBe(2);
    expect(summary.slippage).toBe(summary.accomplishment - summary.targetAccomplishment);
    expect(round2(summary.slippage)).toBe(-2.5);
  });

  it('an empty or zero-allocation report is all 0', () => {
    expect(projectsReportSummary([])).toMatchObject({ allocation: 0, accomplishment: 0, targetAccomplishment: 0, slippage: 0 });
    expect(fundSourceSummary([{ allocation: centavos(0), valueAccomplished: centavos(0), targetValueAccomplished: centavos(0) }]).slippage).toBe(0);
  });
});
