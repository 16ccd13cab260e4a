import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contractors } from '../../db/schema/contractors.js';
import { officeRow } from '../../db/tenancy.js';

/** SQL of contractors, and nothing else; every query is scoped by the office. */

export { CONTRACTOR_NAME_UNIQUE_INDEX } from '../../db/schema/contractors.js';

export interface ContractorRow {
  id: number;
  name: string;
  officeAddress: string;
  ownerName: string;
  contactNumber: string;
  tinNumber: string;
}

const columns = {
  id: contractors.id,
  name: contractors.name,
  officeAddress: contractors.officeAddress,
  ownerName: contractors.ownerName,
  contactNumber: contractors.contactNumber,
  tinNumber: contractors.tinNumber,
};

export async function listContractors(db: Database, accountId: number): Promise<ContractorRow[]> {
  return db.select(columns).from(contractors).where(eq(contractors.accountId, accountId)).orderBy(asc(contractors.name), asc(contractors.id));
}

export async function insertContractor(db: Database, accountId: number, values: Omit<ContractorRow, 'id'>): Promise<ContractorRow> {
  const [row] = await db
    .insert(contractors)
    .values({ accountId, ...values })
    .returning(columns);
  return row!;
}

export async function findContractor(db: Database, accountId: number, id: number): Promise<ContractorRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(contractors)
    .where(officeRow(contractors, accountId, id));
  return row;
}

/** Writes a contractor's fields; undefined when it is not the office's. */
export async function updateContractorRow(db: Database, accountId: number, id: number, values: Omit<ContractorRow, 'id'>): Promise<ContractorRow | undefined> {
  const [row] = await db
    .update(contractors)
    .set(values)
    .where(officeRow(contractors, accountId, id))
    .returning(columns);
  return row;
}
