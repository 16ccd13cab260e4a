import { fieldError, contractUpdateMessages } from '@subaybay/domain';
import { insertContractProjects } from '../contracts.repository.js';
import { contractProjectsOperation } from './contract-projects.js';

/**
 * `POST contracts/{id}/projects/add/` {project_id}: the project must be this
 * office's (404) and not attached yet (400). Answers the contract's projects.
 */
export const addContractProject = contractProjectsOperation({
  activity: 'Add project to contract',
  async apply(tx, { accountId, contract, projectId, attached }) {
    if (attached.includes(projectId)) throw fieldError('project_id', contractUpdateMessages.projectAlreadyAdded);
    await insertContractProjects(tx, accountId, contract.id, [projectId]);
  },
});
