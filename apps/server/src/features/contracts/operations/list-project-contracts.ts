import type { ProjectContract } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { projects } from '../../../db/schema/projects.js';
import { requireAccess } from '../../../lib/access.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { listContractsOfProject } from '../contracts.repository.js';
import { toProjectContracts } from './to-project-contract.js';

/** The contracts of one project of the office (another office's project is a 404, not an empty list). */
export async function listProjectContracts(db: Database, actor: AuthActor, projectId: number): Promise<ProjectContract[]> {
  await requireAccess(db, actor.accountId, projects, [projectId]);
  return toProjectContracts(db, actor.accountId, await listContractsOfProject(db, actor.accountId, projectId));
}
