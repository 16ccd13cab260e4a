import { AppError, contractUpdateMessages, fieldError } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { NOT_FOUND } from '../../../plugins/error-handler.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { deleteContractProject } from '../contracts.repository.js';
import { changeContractProjects } from './contract-projects.js';
import type { ContractProjectItem } from './list-contract-projects.js';

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
  return changeContractProjects(db, actor, contractId, projectId, ip, {
    activity: 'Remove project from contract',
    async apply(tx, contract, attached) {
      if (!attached.includes(projectId)) throw new AppError('NOT_FOUND', NOT_FOUND);
      if (attached.length <= 1) throw fieldError('project_id', contractUpdateMessages.lastProject);
      await deleteContractProject(tx, actor.accountId, contract.id, projectId);
    },
  });
}
