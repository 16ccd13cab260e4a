import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/users.js';

export interface CredentialsRow {
  id: number;
  accountId: number;
  passwordHash: string;
  isActive: boolean;
}

export async function findCredentialsByUsername(db: Database, username: string): Promise<CredentialsRow | undefined> {
  const rows = await db
    .select({ id: users.id, accountId: users.accountId, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.username})`, sql`lower(${username})`))
    .limit(1);
  return rows[0];
}

export async function recordLogin(db: Database, user: { id: number; accountId: number }, at: Date): Promise<void> {
  await db.update(users).set({ lastLogin: at }).where(and(eq(users.accountId, user.accountId), eq(users.id, user.id)));
}
