import { AppError, contractUpdateMessages, fieldError } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { projects } from '../../../db/schema/projects.js';
import { requireAccess } from '../../../lib/access.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import { NOT_FOUND } from '../../../plugins/error-handler.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { requireContract } from '../contracts.service.js';
import { deleteContractProject, listProjectIdsOfContract } from '../contracts.repository.js';
import { requireMayChangeProjects } from './contract-projects.js';
import { contractProjectItems, type ContractProjectItem } from './list-contract-projects.js';

/**
 * `POST contracts/{id}/projects/remove/` {project_id}: a contract serves at
 * least one project, so the last one stays (400). A project of the office not
 * attached to the contract is a 404. Answers the contract's projects.
 */
export async function removeContractProject(
  db: Database,
  actor: AuthActor,
  contractId: number,
  projectId: number,
  ip: string | null,
): Promise<ContractProjectItem[]> {
  await db.transaction(async (tx) => {
    const contract = await requireContract(tx, actor.accountId, contractId, { lock: true });
    requireMayChangeProjects(actor, contract);
    await requireAccess(tx, actor.accountId, projects, [projectId]);
    const attached = await listProjectIdsOfContract(tx, actor.accountId, contract.id);
    if (!attached.includes(projectId)) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (attached.length <= 1) throw fieldError('project_id', contractUpdateMessages.lastProject);
    await deleteContractProject(tx, actor.accountId, contract.id, projectId);
    await insertActorActivity(tx, actor, `Remove project from contract: ${contract.contractNumber}`, { objectType: 'contract', ip });
  });
  return contractProjectItems(db, actor.accountId, contractId);
}
