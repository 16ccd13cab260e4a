import type { IsoDate } from '../common/dates.js';
import { round2 } from '../common/percent.js';

/**
 * The status chips above every contract list (issue 18; decision 024): which
 * of them a contract is in, as of the list's date (today). A contract is in
 * exactly one stage — Not started, Ongoing, Suspended or Completed — and, while
 * not completed, may also be Behind schedule and Overdue.
 */
export const contractListStatuses = ['not_started', 'ongoing', 'suspended', 'completed', 'behind_schedule', 'overdue'] as const;
export type ContractListStatus = (typeof contractListStatuses)[number];

export const contractListStatusLabels: Record<ContractListStatus, string> = {
  not_started: 'Not started',
  ongoing: 'Ongoing',
  suspended: 'Suspended',
  completed: 'Completed',
  behind_schedule: 'Behind schedule',
  overdue: 'Overdue',
};

/** The figures of a list row the chips read (`contractListRowSchema`'s names); null when its records are refused. */
export interface ContractListStatusFigures {
  accomplishment: number | null;
  slippage: number | null;
  suspended: boolean | null;
  /** The expiry due to suspensions and time extensions as of the list's date. */
  revised_expiration_date: string | null;
}

/**
 * Behind schedule: slippage below zero as people read it (rounded to 2
 * decimals, like the slippage band), so a −0.004 that prints −0.00 is not
 * behind. A completed contract is never behind.
 */
export function isBehindSchedule(figures: Pick<ContractListStatusFigures, 'accomplishment' | 'slippage'>): boolean {
  if (figures.accomplishment === null || figures.slippage === null || figures.accomplishment >= 100) return false;
  return round2(figures.slippage) < 0;
}

/**
 * The chips a contract is in as of `asOf`. Not started: no accomplishment
 * reported yet (actual 0 %) and not suspended. Completed: 100 %. Suspended:
 * inside a suspension. Ongoing: the rest. Overdue: not completed and `asOf` is
 * after the revised expiry (the day after the last contract day). A contract
 * whose records are refused is in none: its row says what is wrong instead.
 */
export function contractListStatusesOf(figures: ContractListStatusFigures, asOf: IsoDate): ContractListStatus[] {
  const { accomplishment, suspended } = figures;
  if (accomplishment === null) return [];
  if (accomplishment >= 100) return ['completed'];
  const stage: ContractListStatus = suspended ? 'suspended' : accomplishment <= 0 ? 'not_started' : 'ongoing';
  const statuses: ContractListStatus[] = [stage];
  if (isBehindSchedule(figures)) statuses.push('behind_schedule');
  if (figures.revised_expiration_date !== null && asOf > figures.revised_expiration_date) statuses.push('overdue');
  return statuses;
}

/** How many contracts of a list are in each chip (every chip listed, 0 included). */
export function countContractListStatuses(rows: readonly ContractListStatusFigures[], asOf: IsoDate): Record<ContractListStatus, number> {
  const counts = Object.fromEntries(contractListStatuses.map((status) => [status, 0])) as Record<ContractListStatus, number>;
  for (const row of rows) for (const status of contractListStatusesOf(row, asOf)) counts[status] += 1;
  return counts;
}

/** A chip's value from the address (`?status=overdue`), or null when it names none. */
export function parseContractListStatus(value: string | null | undefined): ContractListStatus | null {
  return (contractListStatuses as readonly string[]).includes(value ?? '') ? (value as ContractListStatus) : null;
}
