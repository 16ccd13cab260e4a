import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subscriptionTypes } from '../../db/schema/subscription-types.js';

export async function findSubscriptionType(db: Database, id: number) {
  const rows = await db.select().from(subscriptionTypes).where(eq(subscriptionTypes.id, id)).limit(1);
  return rows[0];
}
