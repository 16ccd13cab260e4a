import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contractPhotos } from '../../db/schema/contract-photos.js';
import { financialAccomplishments, physicalAccomplishments } from '../../db/schema/contract-records.js';
import { contracts } from '../../db/schema/projects.js';
import { users } from '../../db/schema/users.js';
import { deleteOfficeRow, insertOfficeRow, officeRow, updateOfficeRow } from '../../db/tenancy.js';

/** The SQL of contract photos; every query is scoped by office. */

export type PhotoInsert = Omit<typeof contractPhotos.$inferInsert, 'accountId' | 'id'>;

const photoColumns = {
  photo: contractPhotos,
  uploaderUsername: users.username,
  uploaderFirstName: users.firstName,
  uploaderLastName: users.lastName,
};

export type PhotoRow = typeof contractPhotos.$inferSelect & { uploaderName: string };

function withUploader(row: { photo: typeof contractPhotos.$inferSelect; uploaderUsername: string | null; uploaderFirstName: string | null; uploaderLastName: string | null }): PhotoRow {
  const fullName = `${row.uploaderFirstName ?? ''} ${row.uploaderLastName ?? ''}`.trim();
  return { ...row.photo, uploaderName: fullName || row.uploaderUsername || '' };
}

function photosWithUploader(db: Database) {
  return db
    .select(photoColumns)
    .from(contractPhotos)
    .leftJoin(users, and(eq(users.accountId, contractPhotos.accountId), eq(users.id, contractPhotos.uploadedById)));
}

/** A contract's photos, newest first. */
export async function listPhotosOfContract(db: Database, accountId: number, contractId: number): Promise<PhotoRow[]> {
  const rows = await photosWithUploader(db)
    .where(and(eq(contractPhotos.accountId, accountId), eq(contractPhotos.contractId, contractId)))
    .orderBy(desc(contractPhotos.uploadedAt), desc(contractPhotos.id));
  return rows.map(withUploader);
}

export async function findPhoto(db: Database, accountId: number, id: number): Promise<PhotoRow | undefined> {
  const [row] = await photosWithUploader(db).where(officeRow(contractPhotos, accountId, id));
  return row ? withUploader(row) : undefined;
}

export const insertPhoto = (db: Database, accountId: number, values: PhotoInsert) => insertOfficeRow(db, contractPhotos, accountId, values);

export async function updatePhoto(
  db: Database,
  accountId: number,
  id: number,
  values: Pick<PhotoInsert, 'stage' | 'caption' | 'physicalAccomplishmentId' | 'financialAccomplishmentId'>,
): Promise<void> {
  await updateOfficeRow(db, contractPhotos, accountId, id, values);
}

export const deletePhoto = (db: Database, accountId: number, id: number) => deleteOfficeRow(db, contractPhotos, accountId, id);

/** For each hash, the office's other contracts holding a photo with it (`exceptContractId` left out). */
export async function contractsWithSameImages(
  db: Database,
  accountId: number,
  hashes: readonly string[],
  exceptContractId: number,
): Promise<Map<string, { id: number; contract_number: string }[]>> {
  const found = new Map<string, { id: number; contract_number: string }[]>();
  if (hashes.length === 0) return found;
  const rows = await db
    .selectDistinct({ sha256: contractPhotos.sha256, id: contracts.id, contractNumber: contracts.contractNumber })
    .from(contractPhotos)
    .innerJoin(contracts, and(eq(contracts.accountId, contractPhotos.accountId), eq(contracts.id, contractPhotos.contractId)))
    .where(and(eq(contractPhotos.accountId, accountId), inArray(contractPhotos.sha256, [...new Set(hashes)]), ne(contractPhotos.contractId, exceptContractId)))
    .orderBy(contracts.contractNumber, contracts.id);
  for (const row of rows) {
    const list = found.get(row.sha256) ?? [];
    list.push({ id: row.id, contract_number: row.contractNumber });
    found.set(row.sha256, list);
  }
  return found;
}

/** The contract of the office's accomplishment entry or billing `id`, or undefined when it is not the office's. */
export async function contractOfLinkedRecord(db: Database, accountId: number, kind: 'physicalAccomplishment' | 'billing', id: number): Promise<number | undefined> {
  const table = kind === 'billing' ? financialAccomplishments : physicalAccomplishments;
  const [row] = await db.select({ contractId: table.contractId }).from(table).where(officeRow(table, accountId, id));
  return row?.contractId;
}
