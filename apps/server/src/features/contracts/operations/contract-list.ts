import { todayInManila, type ContractListRow } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { findContractsFull, listProjectDetailsOfContracts } from '../contracts.repository.js';
import { contractsOfYearWithKeptRows, figuresOfContracts, keptRowsFor } from '../kept-figures/kept-figures.js';
import type { KeptRow } from '../kept-figures/kept-figures.repository.js';
import { toListRow } from './contract-view.js';

/**
 * The list rows of `contractIds` as of today in Manila: a fixed number of
 * queries whatever the number of contracts (the kept figures, the contracts,
 * their projects, and for contracts without today's kept figures one per
 * record kind the figures need and one to keep them), never a query per contract.
 */
export async function contractListRows(db: Database, accountId: number, contractIds: readonly number[], now: Date): Promise<ContractListRow[]> {
  if (contractIds.length === 0) return [];
  // The kept rows first: a change after this read is not stored over (kept-figures.ts).
  return listRowsOf(db, accountId, contractIds, await keptRowsFor(db, accountId, contractIds, todayInManila(now), now), now);
}

async function listRowsOf(
  db: Database,
  accountId: number,
  contractIds: readonly number[],
  kept: Map<number, KeptRow>,
  now: Date,
): Promise<ContractListRow[]> {
  if (contractIds.length === 0) return [];
  const asOf = todayInManila(now);
  const [rows, projects] = await Promise.all([findContractsFull(db, accountId, contractIds), listProjectDetailsOfContracts(db, accountId, contractIds)]);
  const figures = await figuresOfContracts(db, accountId, rows, kept, asOf, now);
  const projectsOf = new Map<number, typeof projects>();
  for (const project of projects) {
    const list = projectsOf.get(project.contractId);
    if (list) list.push(project);
    else projectsOf.set(project.contractId, [project]);
  }
  return rows.map((row) => toListRow(row, projectsOf.get(row.id) ?? [], figures.get(row.id)!));
}

/** The rows of the contracts of implementation year `year` (a contract is in each year of its projects). */
export async function contractListRowsOfYear(db: Database, accountId: number, year: number, now: Date): Promise<ContractListRow[]> {
  const { ids, kept } = await contractsOfYearWithKeptRows(db, accountId, year, todayInManila(now), now);
  return listRowsOf(db, accountId, ids, kept, now);
}
