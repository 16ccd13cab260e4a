import type { Database } from '../../db/client.js';
import { projects } from '../../db/schema/projects.js';
import { officeRow } from '../../db/tenancy.js';

/**
 * The implementation year of one of the office's projects, the row held FOR
 * SHARE so the year cannot change under a write whose dates were checked
 * against it. Undefined when the project is not the office's.
 */
export async function lockProjectImplementationYear(db: Database, accountId: number, projectId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ implementationYear: projects.implementationYear })
    .from(projects)
    .where(officeRow(projects, accountId, projectId))
    .for('share');
  return row?.implementationYear;
}
