import type { ProjectContract } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { listProjectsOfContracts, type ContractRow } from '../contracts.repository.js';
import { contractIdentity } from './contract-view.js';

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
    ...contractIdentity(row),
    projects: links
      .filter((link) => link.contractId === row.id)
      .map((link) => ({ id: link.id, name: link.name, implementation_year: link.implementationYear })),
  }));
}
