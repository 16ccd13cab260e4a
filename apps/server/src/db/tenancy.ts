import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The office's row `id` of `table`: the WHERE every repository writes to name
 * one row (tenancy: each query filters on the office, so a row of another
 * office is simply not found). One helper so the rule reads the same everywhere.
 */
export function officeRow(table: { accountId: PgColumn; id: PgColumn }, accountId: number, id: number): SQL | undefined {
  return and(eq(table.accountId, accountId), eq(table.id, id));
}
