import { AppError } from './common/errors.js';
import type { IsoDate } from './common/dates.js';
import { centavos } from './common/money.js';
import type { DatedNode } from './schedule/schedule.types.js';

/**
 * What several test files share (never imported by the package's code): the
 * field errors of a refusal, and the contract of DOMAIN.md's worked example.
 */

/** The field errors of a refusal (a VALIDATION AppError), or null when `fn` accepts. */
export function refusal(fn: () => void): Record<string, string[]> | null {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return error.errors ?? {};
    throw error;
  }
  return null;
}

/** DOMAIN.md's "Worked example": E = 2024-01-01, D = 100 days, ₱1,000,000.00, read as of 2024-03-01. */
export const workedExample = {
  effectivity: '2024-01-01' as IsoDate,
  duration: 100,
  amount: centavos(1_000_000_00),
  schedule: [
    { date: '2024-02-19', accomplishment: 40 },
    { date: '2024-04-09', accomplishment: 100 },
  ] as DatedNode[],
  accomplishments: [
    { date: '2024-01-20', accomplishment: 10 },
    { date: '2024-02-25', accomplishment: 35 },
  ] as DatedNode[],
  /** Suspended on day 31, resumed on day 41: 10 days. */
  suspension: { dateEffective: '2024-01-31' as IsoDate, resumptionDate: '2024-02-10' as IsoDate },
  asOf: '2024-03-01' as IsoDate,
};
