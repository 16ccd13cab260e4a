import type { Database } from '../../../db/client.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { requireContract } from '../contracts.service.js';
import { listProjectsOfContracts } from '../contracts.repository.js';

export interface ContractProjectItem {
  id: number;
  name: string;
  implementation_year: number;
}

/** The projects a contract serves, as `contracts/{id}/projects` lists them. */
export async function contractProjectItems(db: Database, accountId: number, contractId: number): Promise<ContractProjectItem[]> {
  const rows = await listProjectsOfContracts(db, accountId, [contractId]);
  return rows.map((row) => ({ id: row.id, name: row.name, implementation_year: row.implementationYear }));
}

/** `GET contracts/{id}/projects`. */
export async function listContractProjects(db: Database, actor: AuthActor, contractId: number): Promise<ContractProjectItem[]> {
  await requireContract(db, actor.accountId, contractId);
  return contractProjectItems(db, actor.accountId, contractId);
}
