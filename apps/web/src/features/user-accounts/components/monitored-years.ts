import type { User } from '@subaybay/domain';

/** Spec 1 §2: a year is shown cut at the first dash followed by a digit (`2021-2` → `2021`). */
export function displayYear(implementationYear: string): string {
  return implementationYear.split(/-(?=\d)/)[0] ?? implementationYear;
}

export interface MonitoredYear {
  year: string;
  contracts: number;
}

/** The Contracts Monitored table: one row per displayed year, newest first. */
export function groupMonitoredContracts(contracts: User['monitored_contracts']): MonitoredYear[] {
  const counts = new Map<string, number>();
  for (const contract of contracts) {
    const year = displayYear(contract.implementation_year);
    counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  return [...counts].map(([year, count]) => ({ year, contracts: count })).sort((a, b) => b.year.localeCompare(a.year));
}
