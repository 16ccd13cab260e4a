import { contractOperations } from '@subaybay/domain';
import { operationRoutes } from '../../lib/operations.js';
import { addContractProject } from './operations/add-contract-project.js';
import { createContract } from './operations/create-contract.js';
import { deleteContract, getContractRecordCounts } from './operations/delete-contract.js';
import { completedContractsFilename, exportCompletedContracts } from './operations/export-completed-contracts.js';
import { contractsOfYearFilename, exportContractsOfYear } from './operations/export-contracts-of-year.js';
import { getContract } from './operations/get-contract.js';
import { getContractDetails } from './operations/get-contract-details.js';
import { getContractSCurve } from './operations/get-contract-scurve.js';
import { getContractTimeElapsed } from './operations/get-contract-time-elapsed.js';
import { listCompletedContracts } from './operations/list-completed-contracts.js';
import { listContractProjects } from './operations/list-contract-projects.js';
import { listContractYears } from './operations/list-contract-years.js';
import { listProjectContracts } from './operations/list-project-contracts.js';
import { listContractsOfContractor } from './operations/list-contracts-of-contractor.js';
import { listContractsOfYear } from './operations/list-contracts-of-year.js';
import { listMonitoredContracts } from './operations/list-monitored-contracts.js';
import { listOngoingContracts } from './operations/list-ongoing-contracts.js';
import { removeContractProject } from './operations/remove-contract-project.js';
import { setContractPin } from './operations/set-contract-pin.js';
import { updateContract } from './operations/update-contract.js';

/** The contracts operations (declared in packages/domain/src/contracts/contracts.operations.ts), one operation file each. */
export const contractsRoutes = operationRoutes(contractOperations, (app) => ({
  create: async ({ actor, body, ip }) => createContract(app.db, actor, body, ip, app.now()),
  setPin: async ({ actor, params, body, ip }) => setContractPin(app.db, actor, params.id, body, ip, app.now()),
  ofProject: async ({ actor, params }) => listProjectContracts(app.db, actor, params.projectId),
  years: async ({ actor }) => listContractYears(app.db, actor),
  ofYear: async ({ actor, params }) => listContractsOfYear(app.db, actor, params.year, app.now()),
  ofYearExcel: async ({ actor, params }) => ({
    buffer: await exportContractsOfYear(app.db, actor, params.year, app.now()),
    filename: contractsOfYearFilename(params.year),
  }),
  ofContractor: async ({ actor, params }) => listContractsOfContractor(app.db, actor, params.year, params.name, app.now()),
  completed: async ({ actor, params }) => listCompletedContracts(app.db, actor, params.year, app.now()),
  completedExcel: async ({ actor, params }) => ({
    buffer: await exportCompletedContracts(app.db, actor, params.year, app.now()),
    filename: completedContractsFilename(params.year),
  }),
  ongoing: async ({ actor, params }) => listOngoingContracts(app.db, actor, params.year, app.now()),
  monitored: async ({ actor, params }) => listMonitoredContracts(app.db, actor, params.year, params.userId, app.now()),
  details: async ({ actor, params, query }) => getContractDetails(app.db, actor, params.id, query, app.now()),
  get: async ({ actor, params }) => getContract(app.db, actor, params.id),
  sCurve: async ({ actor, params, query }) => getContractSCurve(app.db, actor, params.id, query, app.now()),
  timeElapsed: async ({ actor, params, query }) => getContractTimeElapsed(app.db, actor, params.id, query, app.now()),
  update: async ({ actor, params, body, ip }) => updateContract(app.db, actor, params.id, body, ip, app.now()),
  projects: async ({ actor, params }) => listContractProjects(app.db, actor, params.id),
  addProject: async ({ actor, params, body, ip }) => addContractProject(app.db, actor, params.id, body.project_id, ip, app.now()),
  removeProject: async ({ actor, params, body, ip }) => removeContractProject(app.db, actor, params.id, body.project_id, ip, app.now()),
  recordCounts: async ({ actor, params }) => getContractRecordCounts(app.db, actor, params.id),
  delete: async ({ actor, params, ip }) => deleteContract(app.db, actor, params.id, ip, app.now()),
}));
