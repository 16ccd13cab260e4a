import { and, eq, ne, sql } from 'drizzle-orm';
import type { IsoDate } from '@subaybay/domain';
import type { Database } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';
import { subscriptionTypes } from '../../db/schema/subscription-types.js';

export interface AccountRow {
  id: number;
  officeName: string;
  subscriptionTypeId: number;
  subscriptionTypeName: string;
  nextRenewal: string | null;
  createdOn: Date;
  active: boolean;
}

export async function findAccount(db: Database, accountId: number): Promise<AccountRow | undefined> {
  const rows = await db
    .select({
      id: accounts.id,
      officeName: accounts.officeName,
      subscriptionTypeId: accounts.subscriptionTypeId,
      subscriptionTypeName: subscriptionTypes.name,
      nextRenewal: accounts.nextRenewal,
      createdOn: accounts.createdOn,
      active: accounts.active,
    })
    .from(accounts)
    .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, accounts.subscriptionTypeId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return rows[0];
}

/** One account per organisation: office names compare ignoring case. */
export async function isOfficeNameTaken(db: Database, officeName: string, exceptAccountId?: number): Promise<boolean> {
  const sameName = eq(sql`lower(${accounts.officeName})`, officeName.toLowerCase());
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(exceptAccountId === undefined ? sameName : and(sameName, ne(accounts.id, exceptAccountId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertAccount(
  db: Database,
  account: { officeName: string; subscriptionTypeId: number; nextRenewal: IsoDate },
): Promise<number> {
  const [row] = await db.insert(accounts).values(account).returning({ id: accounts.id });
  return row!.id;
}

export async function updateOfficeName(db: Database, accountId: number, officeName: string): Promise<void> {
  await db.update(accounts).set({ officeName }).where(eq(accounts.id, accountId));
}

export { OFFICE_NAME_UNIQUE_INDEX } from '../../db/schema/accounts.js';
