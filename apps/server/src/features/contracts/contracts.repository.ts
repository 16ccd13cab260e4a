import type { Centavos, ContractHeadRow, IsoDate } from '@subaybay/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonList, jsonTuple } from '../../db/json-rows.js';
import { contractors } from '../../db/schema/contractors.js';
import { fundSources, municipalities, provinces, systems } from '../../db/schema/lookups.js';
import { contractProjects, contracts, projects } from '../../db/schema/projects.js';
import { users } from '../../db/schema/users.js';
import { updateOfficeRow, officeRow } from '../../db/tenancy.js';
import { contractRecordsJson, parseContractRecordsJson, type ContractRecords, type RecordKind } from '../contract-records/contract-records.service.js';

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
  startDate: IsoDate;
  duration: number;
}

export interface ContractProjectRow {
  contractId: number;
  id: number;
  name: string;
  implementationYear: number;
  /** The project's amount: its allocation in the reports. */
  amount: Centavos;
}

const contractColumns = {
  id: contracts.id,
  contractNumber: contracts.contractNumber,
  description: contracts.description,
  amount: contracts.amount,
  startDate: contracts.startDate,
  duration: contracts.duration,
};

/** The contract a record is written against: the row and who is in charge of its projects. */
export interface ContractHead extends ContractRow {
  projectInChargeId: number | null;
}

/** The office's contract, or undefined; `lock` (FOR UPDATE) inside a write's transaction, so two writes of one contract queue. */
export async function findContractHead(
  db: Database,
  accountId: number,
  contractId: number,
  options: { lock?: boolean } = {},
): Promise<ContractHead | undefined> {
  const query = db
    .select({ ...contractColumns, projectInChargeId: contracts.projectInChargeId })
    .from(contracts)
    .where(officeRow(contracts, accountId, contractId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertContract(
  db: Database,
  accountId: number,
  values: Omit<ContractRow, 'id'> & { location?: string },
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

/** A contract's project as every list of them reads it (ContractProjectRow). */
const projectLinkColumns = {
  contractId: contractProjects.contractId,
  id: projects.id,
  name: projects.name,
  implementationYear: projects.implementationYear,
  amount: projects.amount,
};

/** The projects each of `contractIds` serves, with their allocation, in one query. */
export async function listProjectsOfContracts(db: Database, accountId: number, contractIds: readonly number[]): Promise<ContractProjectRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .select(projectLinkColumns)
    .from(contractProjects)
    .innerJoin(projects, and(eq(projects.accountId, contractProjects.accountId), eq(projects.id, contractProjects.projectId)))
    .where(and(eq(contractProjects.accountId, accountId), inArray(contractProjects.contractId, [...contractIds])))
    .orderBy(asc(projects.implementationYear), asc(projects.name), asc(projects.id));
}

/**
 * A contract with its location, contractor and project in charge (names joined in):
 * the domain's `ContractHeadRow` (what the contract's reads take) on top of the row.
 */
export interface ContractFullRow extends ContractRow, ContractHeadRow {}

const fullColumns = {
  ...contractColumns,
  location: contracts.location,
  contractorId: contracts.contractorId,
  contractorName: contractors.name,
  projectInChargeId: contracts.projectInChargeId,
  picFirstName: users.firstName,
  picLastName: users.lastName,
};

function selectFull(db: Database) {
  return db
    .select(fullColumns)
    .from(contracts)
    .leftJoin(contractors, and(eq(contractors.accountId, contracts.accountId), eq(contractors.id, contracts.contractorId)))
    .leftJoin(users, and(eq(users.accountId, contracts.accountId), eq(users.id, contracts.projectInChargeId)));
}

/** The office's contracts of `contractIds` with names joined in, by start date; one query. */
export async function findContractsFull(db: Database, accountId: number, contractIds: readonly number[]): Promise<ContractFullRow[]> {
  if (contractIds.length === 0) return [];
  return selectFull(db)
    .where(and(eq(contracts.accountId, accountId), inArray(contracts.id, [...contractIds])))
    .orderBy(asc(contracts.startDate), asc(contracts.id));
}

/** A contract's projects with what the lists and details show of them (fund source, system, place). */
export interface ContractProjectDetailRow extends ContractProjectRow {
  fundSourceName: string | null;
  systemName: string;
  municipalityName: string;
  provinceName: string;
}

export async function listProjectDetailsOfContracts(
  db: Database,
  accountId: number,
  contractIds: readonly number[],
): Promise<ContractProjectDetailRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .select({
      ...projectLinkColumns,
      fundSourceName: fundSources.name,
      systemName: systems.name,
      municipalityName: municipalities.name,
      provinceName: provinces.name,
    })
    .from(contractProjects)
    .innerJoin(projects, and(eq(projects.accountId, contractProjects.accountId), eq(projects.id, contractProjects.projectId)))
    .innerJoin(systems, and(eq(systems.accountId, projects.accountId), eq(systems.id, projects.systemId)))
    .innerJoin(municipalities, eq(municipalities.id, systems.municipalityId))
    .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
    .leftJoin(fundSources, and(eq(fundSources.accountId, projects.accountId), eq(fundSources.id, projects.fundSourceId)))
    .where(and(eq(contractProjects.accountId, accountId), inArray(contractProjects.contractId, [...contractIds])))
    .orderBy(asc(projects.implementationYear), asc(projects.name), asc(projects.id));
}

/** A contract's project as a JSON tuple (its contract id is the outer row's). */
const projectDetailTuple = jsonTuple<ContractProjectDetailRow>({
  id: [projects.id, 'integer'],
  name: [projects.name, 'text'],
  implementationYear: [projects.implementationYear, 'integer'],
  amount: [projects.amount, 'money'],
  fundSourceName: [fundSources.name, 'text'],
  systemName: [systems.name, 'text'],
  municipalityName: [municipalities.name, 'text'],
  provinceName: [provinces.name, 'text'],
}, 'contractId');

/** A contract read whole in one row: its row with names joined, its projects and its records. */
export interface ContractWithRecords {
  row: ContractFullRow;
  projects: ContractProjectDetailRow[];
  records: ContractRecords;
}

/** A row of `selectContractsWithRecords` before its JSON is read: parsed one contract at a time by `readContractWithRecords`. */
export interface ContractWithRecordsRow extends ContractFullRow {
  projectsJson: string;
  recordsJson: string;
}

/**
 * The office's contracts of `contractIds`, one row each with its projects
 * (as listProjectDetailsOfContracts orders them) and its records of `kinds`
 * (as loadContractRecords orders them) aggregated into JSON text by
 * sub-selects: one query for the page, whatever the number of records. By
 * start date, then id.
 */
export async function selectContractsWithRecords(
  db: Database,
  accountId: number,
  contractIds: readonly number[],
  kinds: readonly RecordKind[],
): Promise<ContractWithRecordsRow[]> {
  if (contractIds.length === 0) return [];
  const projectsJson = sql<string>`(SELECT ${jsonList(projectDetailTuple, [projects.implementationYear, projects.name, projects.id])}::text
    FROM ${contractProjects}
    JOIN ${projects} ON ${and(eq(projects.accountId, contractProjects.accountId), eq(projects.id, contractProjects.projectId))}
    JOIN ${systems} ON ${and(eq(systems.accountId, projects.accountId), eq(systems.id, projects.systemId))}
    JOIN ${municipalities} ON ${eq(municipalities.id, systems.municipalityId)}
    JOIN ${provinces} ON ${eq(provinces.id, municipalities.provinceId)}
    LEFT JOIN ${fundSources} ON ${and(eq(fundSources.accountId, projects.accountId), eq(fundSources.id, projects.fundSourceId))}
    WHERE ${and(eq(contractProjects.accountId, accountId), eq(contractProjects.contractId, contracts.id))})`;
  return db
    .select({ ...fullColumns, projectsJson, recordsJson: contractRecordsJson(accountId, contracts.id, kinds) })
    .from(contracts)
    .leftJoin(contractors, and(eq(contractors.accountId, contracts.accountId), eq(contractors.id, contracts.contractorId)))
    .leftJoin(users, and(eq(users.accountId, contracts.accountId), eq(users.id, contracts.projectInChargeId)))
    .where(and(eq(contracts.accountId, accountId), inArray(contracts.id, [...contractIds])))
    .orderBy(asc(contracts.startDate), asc(contracts.id));
}

/** A row of `selectContractsWithRecords` → the contract with its projects and records, their JSON read into the row types. */
export function readContractWithRecords(row: ContractWithRecordsRow): ContractWithRecords {
  const { projectsJson, recordsJson, ...contract } = row;
  return {
    row: contract,
    projects: (JSON.parse(projectsJson) as unknown[][]).map((tuple) => projectDetailTuple.read(tuple, contract.id)),
    records: parseContractRecordsJson(contract.id, recordsJson),
  };
}

/** The ids of the office's contracts serving a project of implementation year `year`, by start date then id. */
export async function listContractIdsOfYearByStart(db: Database, accountId: number, year: number): Promise<number[]> {
  const ofYear = db
    .select({ id: contractProjects.contractId })
    .from(contractProjects)
    .innerJoin(projects, and(eq(projects.accountId, contractProjects.accountId), eq(projects.id, contractProjects.projectId)))
    .where(and(eq(contractProjects.accountId, accountId), eq(projects.implementationYear, year)));
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.accountId, accountId), inArray(contracts.id, ofYear)))
    .orderBy(asc(contracts.startDate), asc(contracts.id));
  return rows.map((row) => row.id);
}

/** The ids of the contracts serving a project of implementation year `year`. */
export async function listContractIdsOfYear(db: Database, accountId: number, year: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: contractProjects.contractId })
    .from(contractProjects)
    .innerJoin(projects, and(eq(projects.accountId, contractProjects.accountId), eq(projects.id, contractProjects.projectId)))
    .where(and(eq(contractProjects.accountId, accountId), eq(projects.implementationYear, year)));
  return rows.map((row) => row.id);
}

/** Each (implementation year, contract) pair of the office once, with the contract's original amount. */
export async function listContractYearPairs(db: Database, accountId: number): Promise<{ year: number; contractId: number; amount: Centavos }[]> {
  return db
    .selectDistinct({ year: projects.implementationYear, contractId: contracts.id, amount: contracts.amount })
    .from(contractProjects)
    .innerJoin(projects, and(eq(projects.accountId, contractProjects.accountId), eq(projects.id, contractProjects.projectId)))
    .innerJoin(contracts, and(eq(contracts.accountId, contractProjects.accountId), eq(contracts.id, contractProjects.contractId)))
    .where(eq(contractProjects.accountId, accountId));
}

export interface ContractUpdateValues {
  contractNumber?: string;
  description?: string;
  amount?: Centavos;
  startDate?: IsoDate;
  duration?: number;
  location?: string;
  contractorId?: number | null;
  projectInChargeId?: number | null;
  /** The pin: both or neither. */
  latitude?: number | null;
  longitude?: number | null;
}

export async function updateContractRow(db: Database, accountId: number, contractId: number, values: ContractUpdateValues): Promise<void> {
  await updateOfficeRow(db, contracts, accountId, contractId, values);
}

/** Whether `contractorId` is a contractor of the office. */
export async function contractorExists(db: Database, accountId: number, contractorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(officeRow(contractors, accountId, contractorId));
  return row !== undefined;
}

/** Whether `userId` is a user of the office. */
export async function userExists(db: Database, accountId: number, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(officeRow(users, accountId, userId));
  return row !== undefined;
}

/** The ids of the contracts a user monitors (is project in charge of). */
export async function listContractIdsOfProjectInCharge(db: Database, accountId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.accountId, accountId), eq(contracts.projectInChargeId, userId)));
  return rows.map((row) => row.id);
}

/** The ids of the projects a contract serves. */
export async function listProjectIdsOfContract(db: Database, accountId: number, contractId: number): Promise<number[]> {
  const rows = await db
    .select({ id: contractProjects.projectId })
    .from(contractProjects)
    .where(and(eq(contractProjects.accountId, accountId), eq(contractProjects.contractId, contractId)));
  return rows.map((row) => row.id);
}

export async function deleteContractProject(db: Database, accountId: number, contractId: number, projectId: number): Promise<number> {
  const rows = await db
    .delete(contractProjects)
    .where(
      and(eq(contractProjects.accountId, accountId), eq(contractProjects.contractId, contractId), eq(contractProjects.projectId, projectId)),
    )
    .returning({ id: contractProjects.projectId });
  return rows.length;
}

/** The ids of the office's contracts awarded to a contractor. */
export async function listContractIdsOfContractor(db: Database, accountId: number, contractorId: number): Promise<number[]> {
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.accountId, accountId), eq(contracts.contractorId, contractorId)));
  return rows.map((row) => row.id);
}

/** Deletes the contract; its projects' links and every record against it go by ON DELETE CASCADE. */
export async function deleteContractRow(db: Database, accountId: number, contractId: number): Promise<number> {
  const rows = await db
    .delete(contracts)
    .where(officeRow(contracts, accountId, contractId))
    .returning({ id: contracts.id });
  return rows.length;
}

/** The contract's pin (both null when it has none), or undefined when it is not the office's. */
export async function findContractPin(db: Database, accountId: number, contractId: number): Promise<{ latitude: number | null; longitude: number | null } | undefined> {
  const [row] = await db.select({ latitude: contracts.latitude, longitude: contracts.longitude }).from(contracts).where(officeRow(contracts, accountId, contractId));
  return row;
}
