import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { roles } from '../../db/schema/roles.js';

export async function listRoleIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: roles.id }).from(roles).orderBy(asc(roles.id));
  return rows.map((row) => row.id);
}
