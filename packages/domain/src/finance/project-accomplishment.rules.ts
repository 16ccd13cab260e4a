import { allocateCentavos, centavos, type Centavos } from '../common/money.js';
import { percentOf } from '../common/percent.js';

/**
 * Projects and report summaries (DOMAIN.md "Money"; spec 2 §9).
 */

/**
 * A contract's share in each of its projects (same order as `allocations`), in
 * proportion to the projects' allocations. The shares add up to `amount` to the
 * centavo, so totals over projects count the contract once; with all
 * allocations 0 it is split equally.
 */
export function contractShares(amount: Centavos, allocations: readonly Centavos[]): Centavos[] {
  return allocateCentavos(amount, allocations);
}

export interface ProjectValues {
  allocation: Centavos;
  /** Σ its contracts' shares of value accomplished. */
  valueAccomplished: Centavos;
  /** Σ its contracts' shares of target value accomplished. */
  targetValueAccomplished: Centavos;
}

export interface ProjectAccomplishment {
  accomplishment: number;
  targetAccomplishment: number;
  slippage: number;
}

/**
 * `accomplishment = value_accomplished / allocation × 100` (0 when the
 * allocation is 0); target likewise; `slippage = accomplishment − target`.
 */
export function projectAccomplishment(project: ProjectValues): ProjectAccomplishment {
  const accomplishment = percentOf(project.valueAccomplished, project.allocation);
  const targetAccomplishment = percentOf(project.targetValueAccomplished, project.allocation);
  return { accomplishment, targetAccomplishment, slippage: accomplishment - targetAccomplishment };
}

export interface ReportSummary {
  allocation: Centavos;
  valueAccomplished: Centavos;
  targetValueAccomplished: Centavos;
  /** Σ value / Σ allocation × 100. */
  accomplishment: number;
  /** Σ target value / Σ allocation × 100. */
  targetAccomplishment: number;
  slippage: number;
}

function totals(projects: readonly ProjectValues[]): Pick<ReportSummary, 'allocation' | 'valueAccomplished' | 'targetValueAccomplished'> {
  let allocation = 0;
  let value = 0;
  let target = 0;
  for (const project of projects) {
    allocation += project.allocation;
    value += project.valueAccomplished;
    target += project.targetValueAccomplished;
  }
  return { allocation: centavos(allocation), valueAccomplished: centavos(value), targetValueAccomplished: centavos(target) };
}

/**
 * The projects report summary (spec 2 §9): overall = Σ value / Σ allocation × 100,
 * overall target likewise, overall slippage = (value − target value) / allocation × 100.
 */
export function projectsReportSummary(projects: readonly ProjectValues[]): ReportSummary {
  const sum = totals(projects);
  return {
    ...sum,
    accomplishment: percentOf(sum.valueAccomplished, sum.allocation),
    targetAccomplishment: percentOf(sum.targetValueAccomplished, sum.allocation),
    slippage: percentOf(sum.valueAccomplished - sum.targetValueAccomplished, sum.allocation),
  };
}

/**
 * One row of the summary by fund source (spec 2 §9): the same sums over the
 * fund source's projects, with slippage = accomplishment − target.
 */
export function fundSourceSummary(projects: readonly ProjectValues[]): ReportSummary & { numberOfProjects: number } {
  const sum = totals(projects);
  const accomplishment = percentOf(sum.valueAccomplished, sum.allocation);
  const targetAccomplishment = percentOf(sum.targetValueAccomplished, sum.allocation);
  return {
    ...sum,
    numberOfProjects: projects.length,
    accomplishment,
    targetAccomplishment,
    slippage: accomplishment - targetAccomplishment,
  };
}
