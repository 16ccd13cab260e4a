import { AppError, contractUpdateMessages, fieldError } from '@subaybay/domain';
import { NOT_FOUND } from '../../../plugins/error-handler.js';
import { deleteContractProject } from '../contracts.repository.js';
import { contractProjectsOperation } from './contract-projects.js';

/**
 * `POST contracts/{id}/projects/remove/` {project_id}: a contract serves at
 * least one project, so the last one stays (400). A project of the office not
 * attached to the contract is a 404. Answers the contract's projects.
 */
export const removeContractProject = contractProjectsOperation({
  activity: 'Remove project from contract',
  async apply(tx, { accountId, contract, projectId, attached }) {
    if (!attached.includes(projectId)) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (attached.length <= 1) throw fieldError('project_id', contractUpdateMessages.lastProject);
    await deleteContractProject(tx, accountId, contract.id, projectId);
  },
});
