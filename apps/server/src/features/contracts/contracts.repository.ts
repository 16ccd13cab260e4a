import type { Centavos } from '@subaybay/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contractProjects, contracts, projects } from '../../db/schema/projects.js';

/**
 * SQL of contracts and contract_projects, and nothing else. Every query takes
 * the office's `accountId` and filters on it.
 */

export { CONTRACT_NUMBER_UNIQUE_INDEX } from '../../db/schema/projects.js';

export interface ContractRow {
  id: number;
  contractNumber: string;
  description: string;
  amount: Centavos;
  startDate: string;
  duration: number;
}

export interface ContractProjectRow {
  contractId: number;
  id: number;
  name: string;
  implementationYear: number;
}

const contractColumns = {
  id: contracts.id,
  contractNumber: contracts.contractNumber,
  description: contracts.description,
  amount: contracts.amount,
  startDate: contracts.startDate,
  duration: contracts.duration,
};

export async function insertContract(
  db: Database,
  accountId: number,
  values: Omit<ContractRow, 'id'>,
): Promise<ContractRow> {
  const [row] = await db
    .insert(contracts)
    .values({ accountId, ...values })
    .returning(contractColumns);
  return row!;
}

export async function insertContractProjects(db: Database, accountId: number, contractId: number, projectIds: readonly number[]): Promise<void> {
  if (projectIds.length === 0) return;
  await db.insert(contractProjects).values(projectIds.map((projectId) => ({ accountId, contractId, projectId })));
}

export async function listContractsOfProject(db: Database, accountId: number, projectId: number): Promise<ContractRow[]> {
  return db
    .select(contractColumns)
    .from(contracts)
    .innerJoin(
      contractProjects,
      and(eq(contractProjects.accountId, contracts.accountId), eq(contractProjects.contractId, contracts.id)),
    )
    .where(and(eq(contracts.accountId, accountId), eq(contractProjects.projectId, projectId)))
    .orderBy(asc(contracts.startDate), asc(contracts.id));
}

export async function findContracts(db: Database, accountId: number, contractIds: readonly number[]): Promise<ContractRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .select(contractColumns)
    .from(contracts)
    .where(and(eq(contracts.accountId, accountId), inArray(contracts.id, [...contractIds])))
    .orderBy(asc(contracts.startDate), asc(contracts.id));
}

/** The projects each of `contractIds` serves, in one query. */
export async function listProjectsOfContracts(db: Database, accountId: number, contractIds: readonly number[]): Promise<ContractProjectRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .select({
      contractId: contractProjects.contractId,
      id: projects.id,
      name: projects.name,
      implementationYear: projects.implementationYear,
    })
    .from(contractProjects)
    .innerJoin(projects, and(eq(projects.accountId, contractProjects.accountId), eq(projects.id, contractProjects.projectId)))
    .where(and(eq(contractProjects.accountId, accountId), inArray(contractProjects.contractId, [...contractIds])))
    .orderBy(asc(projects.implementationYear), asc(projects.name), asc(projects.id));
}
