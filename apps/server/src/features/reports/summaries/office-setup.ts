import { officeSetupSchema, type OfficeSetup } from '@subaybay/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { expenditureSourceNames } from '../../../db/schema/expenditure-source-names.js';
import { fundSources, systems } from '../../../db/schema/lookups.js';
import { contracts, projects } from '../../../db/schema/projects.js';
import type { AuthActor } from '../../../plugins/auth.js';

/**
 * How many systems, fund sources, expenditure source names, projects and
 * contracts the office has (every year): the dashboard's First steps tick
 * each step from these. One statement of five counts, each scoped to the office.
 */
export async function officeSetup(db: Database, actor: AuthActor): Promise<OfficeSetup> {
  const accountId = actor.accountId;
  const counted = (table: typeof systems | typeof fundSources | typeof expenditureSourceNames | typeof projects | typeof contracts) =>
    sql<number>`(select count(*)::int from ${table} where ${table.accountId} = ${accountId})`;
  const [row] = await db
    .select({
      systems: counted(systems),
      fund_sources: counted(fundSources),
      expenditure_source_names: counted(expenditureSourceNames),
      projects: counted(projects),
      contracts: counted(contracts),
    })
    .from(sql`(select 1) as one`);
  return officeSetupSchema.parse(row);
}
