import type { Database } from '../../../db/client.js';
import { loadContractRecords, type ContractRecords } from '../../contract-records/contract-records.service.js';
import {
  findContractsFull,
  listContractIdsOfYear,
  listProjectDetailsOfContracts,
  type ContractFullRow,
  type ContractProjectDetailRow,
} from '../contracts.repository.js';

/** A contract of a year read whole for a report: its row with names joined, its projects, every record. */
export interface ContractOfYearData {
  row: ContractFullRow;
  projects: ContractProjectDetailRow[];
  records: ContractRecords;
}

/**
 * The office's contracts of implementation year `year` (a contract attached to
 * several projects of the year once), each with its projects and all its
 * records (billings included): a fixed number of queries whatever the number
 * of contracts, never a query per contract. Ordered by contract number, then id.
 */
export async function contractsOfYearData(db: Database, accountId: number, year: number): Promise<ContractOfYearData[]> {
  const ids = await listContractIdsOfYear(db, accountId, year);
  if (ids.length === 0) return [];
  const [rows, projects, records] = await Promise.all([
    findContractsFull(db, accountId, ids),
    listProjectDetailsOfContracts(db, accountId, ids),
    loadContractRecords(db, accountId, ids),
  ]);
  const projectsOf = new Map<number, ContractProjectDetailRow[]>();
  for (const project of projects) {
    const list = projectsOf.get(project.contractId);
    if (list) list.push(project);
    else projectsOf.set(project.contractId, [project]);
  }
  return [...rows]
    .sort((a, b) => a.contractNumber.localeCompare(b.contractNumber) || a.id - b.id)
    .map((row) => ({ row, projects: projectsOf.get(row.id) ?? [], records: records.get(row.id)! }));
}
