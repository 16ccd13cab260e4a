import { fieldError, contractUpdateMessages } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { insertContractProjects } from '../contracts.repository.js';
import { changeContractProjects } from './contract-projects.js';
import type { ContractProjectItem } from './list-contract-projects.js';

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
  return changeContractProjects(db, actor, contractId, projectId, ip, {
    activity: 'Add project to contract',
    async apply(tx, contract, attached) {
      if (attached.includes(projectId)) throw fieldError('project_id', contractUpdateMessages.projectAlreadyAdded);
      await insertContractProjects(tx, actor.accountId, contract.id, [projectId]);
    },
  });
}
