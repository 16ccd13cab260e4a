import { fieldError, contractUpdateMessages } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { projects } from '../../../db/schema/projects.js';
import { requireAccess } from '../../../lib/access.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { requireContract } from '../contracts.service.js';
import { insertContractProjects, listProjectIdsOfContract } from '../contracts.repository.js';
import { requireMayChangeProjects } from './contract-projects.js';
import { contractProjectItems, type ContractProjectItem } from './list-contract-projects.js';

/**
 * `POST contracts/{id}/projects/add/` {project_id}: the project must be this
 * office's (404) and not attached yet (400). Answers the contract's projects.
 */
export async function addContractProject(
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
    if (attached.includes(projectId)) throw fieldError('project_id', contractUpdateMessages.projectAlreadyAdded);
    await insertContractProjects(tx, actor.accountId, contract.id, [projectId]);
    await insertActorActivity(tx, actor, `Add project to contract: ${contract.contractNumber}`, { objectType: 'contract', ip });
  });
  return contractProjectItems(db, actor.accountId, contractId);
}
