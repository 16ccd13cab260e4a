import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { expenditureSourceNames } from '../../db/schema/expenditure-source-names.js';
import { officeRow } from '../../db/tenancy.js';

/**
 * SQL and nothing else. Every query takes the office's `accountId` and filters
 * on it, so no call can read or change another office's names.
 */

export { SHORT_NAME_UNIQUE_INDEX } from '../../db/schema/expenditure-source-names.js';

const columns = {
  id: expenditureSourceNames.id,
  longName: expenditureSourceNames.longName,
  shortName: expenditureSourceNames.shortName,
};

export type ExpenditureSourceNameRow = { id: number; longName: string; shortName: string };

export async function listExpenditureSourceNames(db: Database, accountId: number): Promise<ExpenditureSourceNameRow[]> {
  return db
    .select(columns)
    .from(expenditureSourceNames)
    .where(eq(expenditureSourceNames.accountId, accountId))
    .orderBy(asc(expenditureSourceNames.id));
}

export async function insertExpenditureSourceName(
  db: Database,
  accountId: number,
  values: { longName: string; shortName: string },
): Promise<ExpenditureSourceNameRow> {
  const [row] = await db
    .insert(expenditureSourceNames)
    .values({ accountId, ...values })
    .returning(columns);
  return row!;
}

export async function updateExpenditureSourceName(
  db: Database,
  accountId: number,
  id: number,
  values: { longName: string; shortName: string },
): Promise<ExpenditureSourceNameRow | undefined> {
  const [row] = await db
    .update(expenditureSourceNames)
    .set(values)
    .where(officeRow(expenditureSourceNames, accountId, id))
    .returning(columns);
  return row;
}
