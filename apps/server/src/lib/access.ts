import { AppError } from '@subaybay/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { NOT_FOUND } from '../plugins/error-handler.js';
import { isDatabaseId } from './http.js';

/** Any table of one office's records: every tenant table has `id` and `account_id`. */
export type TenantTable = PgTable & { id: AnyPgColumn; accountId: AnyPgColumn };

/**
 * Ownership, checked once and in bulk (CONVENTIONS 12): before a service
 * touches records by id, one query asks whether every one of `ids` is a record
 * of `table` belonging to the office `accountId`. If any is not (missing,
 * another office's, or not an id at all) the answer is 404, the same as for a
 * missing record, so another office's ids reveal nothing. Duplicate ids count
 * once. Accepts a transaction as `db`.
 */
export async function requireAccess(
  db: Database,
  accountId: number,
  table: TenantTable,
  ids: readonly number[],
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  if (!wanted.every(isDatabaseId)) throw new AppError('NOT_FOUND', NOT_FOUND);
  const [row] = await db
    .select({ owned: count() })
    .from(table)
    .where(and(eq(table.accountId, accountId), inArray(table.id, wanted)));
  if ((row?.owned ?? 0) !== wanted.length) throw new AppError('NOT_FOUND', NOT_FOUND);
}
