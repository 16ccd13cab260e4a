import { AppError } from './common/errors.js';
import type { IsoDate } from './common/dates.js';
import { centavos } from './common/money.js';
import type { DatedNode } from './schedule/schedule.types.js';

/**
 * What several test files share (never imported by the package's code): the
 * field errors of a refusal, the contract of DOMAIN.md's worked example and the
 * Contract Timeline figures it gives, which the domain, server and web tests all
 * assert (`@subaybay/domain/test-support`).
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

/**
 * The Contract Timeline figures of the worked example as of 2024-03-01 (no contract
 * columns): what `contractTimelineFigures(workedExample)` returns, what the server's
 * timeline answers for it, and the base of the web tests' timeline.
 */
export const workedExampleTimeline = {
  as_of: '2024-03-01',
  contract_amount: 1_000_000,
  revised_contract_amount: 1_000_000,
  contract_duration: 100,
  contract_effectivity: '2024-01-01',
  expiry_date: '2024-04-09',
  expiry_date_due_to_suspensions: '2024-04-19',
  expiry_date_due_to_time_extensions: '2024-05-04',
  time_extension_days: 15,
  days_suspended: 10,
  suspensions: [
    {
      suspension_number: 1,
      contract_days_used: 30, // (01-31 − 01-01) − 0 earlier days
      contract_days_remaining: 85, // 100 + 15 − 30
      date: '2024-01-31',
      days_suspended: 10,
      reason_for_suspension: 'Heavy rains',
      resumption: '2024-02-10',
    },
  ],
  revised_target_completion: '2024-05-04',
  completion_date: null,
  contract_time_elapsed: 51,
  actual_accomplishment: 35,
  days_of_delay: 0,
  liquidated_damages: 0,
  liquidated_damages_flag: false,
  liquidated_damages_flag_percent: 10,
};

/**
 * The dashboard's project and contract counts of the server tests' small office in
 * 2030 (worked out by hand in apps/server/test/dashboard-summary.test.ts), which the
 * web's dashboard test answers with too.
 */
export const smallOfficeDashboardCounts = {
  // P1 + P2 + P4 = 3,500,000.
  projects: { number: 3, allocation: 3_500_000 },
  // A + B + C = 2,000,000; A and C not at 100 (C suspended); A and C behind.
  contracts: {
    number: 3,
    amount: 2_000_000,
    ongoing: 2,
    suspended: 1,
    completed: 1,
    with_negative_slippage: 2,
    bands: { on_track: 0, early_warning: 1, final_warning: 0, terminal: 1 },
  },
};

/**
 * The worked example's Statement of Time Elapsed figures as of 2024-03-01 that both
 * the server's contract details and the web's time-elapsed mock carry.
 */
export const workedExampleTimeElapsed = {
  as_of: '2024-03-01' as IsoDate,
  contract_effectivity: '2024-01-01',
  original_contract_time: 100,
  calendar_days_elapsed: 61, // 31 (Jan) + 29 (Feb) + 1
  days_suspended: 10, // 02-10 − 01-31
  contract_time_elapsed: 51, // 61 − 10
  original_expiry_date: '2024-04-09', // 2024-01-01 + 100 − 1
  expiry_date_due_to_suspensions: '2024-04-19', // 04-09 + 10
  expiry_date_due_to_time_extensions: '2024-05-04', // 04-19 + 15
};

/**
 * The COA report's first contract as of 2024-03-01, without its contract_id (the
 * server test's RPT-2024-01, which the web's COA report mock also shows).
 */
export const coaReportFirstContract = {
  project_name: { item: 1, contract_number: 'RPT-2024-01', description: 'Canal lining' },
  location: 'Capas, Tarlac',
  total_cost: { original: 1_000_000, revised: 1_050_000.25 },
  project_dates: { date_started: '2024-01-01', completion_date: { original: '2024-04-09', revised: '2024-04-24' } },
  extensions: { number_of_time_extension: 1 },
  // Only the billing of 02-01 is dated ≤ 03-01.
  project_status: { percentage_of_completion: 35, cost_incurred_to_date: 100_000 },
  remarks: 'Ongoing (Terminal)',
};
