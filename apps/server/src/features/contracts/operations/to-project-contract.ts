import { centavosToPesos, type ProjectContract } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { listProjectsOfContracts, type ContractRow } from '../contracts.repository.js';

/**
 * Contract rows → the API shape, each with the projects it serves (one query
 * for all of them). `contract_id` is the number, as in the spec's payloads.
 */
export async function toProjectContracts(db: Database, accountId: number, rows: readonly ContractRow[]): Promise<ProjectContract[]> {
  const links = await listProjectsOfContracts(
    db,
    accountId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    contract_id: row.contractNumber,
    contract_number: row.contractNumber,
    contract_description: row.description,
    amount: centavosToPesos(row.amount),
    start_date: row.startDate,
    duration: row.duration,
    projects: links
      .filter((link) => link.contractId === row.id)
      .map((link) => ({ id: link.id, name: link.name, implementation_year: link.implementationYear })),
  }));
}
