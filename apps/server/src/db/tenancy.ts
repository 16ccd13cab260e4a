import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/**
 * The office's row `id` of `table`: the WHERE every repository writes to name
 * one row (tenancy: each query filters on the office, so a row of another
 * office is simply not found). One helper so the rule reads the same everywhere.
 */
export function officeRow(table: { accountId: PgColumn; id: PgColumn }, accountId: number, id: number): SQL | undefined {
  return and(eq(table.accountId, accountId), eq(table.id, id));
}

/** A table of one office's rows: every such table has `account_id` and `id`. */
type OfficeTable = PgTable & { accountId: PgColumn; id: PgColumn };

/**
 * The office's new row of `table` and its id: every repository's insert is this
 * (account first, the row's values, `RETURNING id`), written once.
 */
export async function insertOfficeRow<T extends OfficeTable>(
  db: Database,
  table: T,
  accountId: number,
  values: Omit<T['$inferInsert'], 'accountId' | 'id'>,
): Promise<number> {
  const [row] = await db
    .insert(table)
    .values({ accountId, ...values } as PgInsertValue<T>)
    .returning({ id: table.id });
  return (row as { id: number }).id;
}

/** Sets `values` on the office's row `id` of `table` (nothing when it is another office's). */
export async function updateOfficeRow<T extends OfficeTable>(db: Database, table: T, accountId: number, id: number, values: PgUpdateSetSource<T>): Promise<void> {
  await db.update(table).set(values).where(officeRow(table, accountId, id));
}

/** Removes the office's row `id` of `table` (nothing when it is another office's). */
export async function deleteOfficeRow(db: Database, table: OfficeTable, accountId: number, id: number): Promise<void> {
  await db.delete(table).where(officeRow(table, accountId, id));
}
