import { todayInManila, type ContractListRow } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { loadContractRecords } from '../../contract-records/contract-records.service.js';
import { findContractsFull, listContractIdsOfYear, listProjectDetailsOfContracts } from '../contracts.repository.js';
import { toListRow } from './contract-view.js';


/**
 * The list rows of `contractIds` as of today in Manila: a fixed number of
 * queries whatever the number of contracts (the contracts, their projects, one
 * per record kind the figures need), never a query per contract.
 */
export async function contractListRows(db: Database, accountId: number, contractIds: readonly number[], now: Date): Promise<ContractListRow[]> {
  if (contractIds.length === 0) return [];
  const asOf = todayInManila(now);
  const [rows, projects, records] = await Promise.all([
    findContractsFull(db, accountId, contractIds),
    listProjectDetailsOfContracts(db, accountId, contractIds),
    loadContractRecords(db, accountId, contractIds, ['schedule', 'accomplishments', 'suspensions', 'timeExtensions', 'variationOrders']),
  ]);
  const projectsOf = new Map<number, typeof projects>();
  for (const project of projects) {
    const list = projectsOf.get(project.contractId);
    if (list) list.push(project);
    else projectsOf.set(project.contractId, [project]);
  }
  return rows.map((row) => toListRow(row, projectsOf.get(row.id) ?? [], records.get(row.id)!, asOf));
}

/** The rows of the contracts of implementation year `year` (a contract is in each year of its projects). */
export async function contractListRowsOfYear(db: Database, accountId: number, year: number, now: Date): Promise<ContractListRow[]> {
  return contractListRows(db, accountId, await listContractIdsOfYear(db, accountId, year), now);
}
