import { z } from 'zod';
import { asOfQuery, downloadQuery, idParams, yearParams } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import { idParam, yearParam } from '../common/id.schemas.js';
import {
  contractDetailsSchema,
  contractFromProjectInputSchema,
  contractListRowSchema,
  contractProjectInputSchema,
  contractProjectSchema,
  contractRecordCountsSchema,
  contractSchema,
  contractSCurveSchema,
  contractTimeElapsedSchema,
  contractYearsSchema,
  projectContractSchema,
} from './contracts.schemas.js';
import { contractPinAnswerSchema, contractPinSchema } from './contract-pin.schemas.js';

const contracts = operationFamily({ tag: 'contracts', access: 'activeAccount' });
const contractList = z.array(contractListRowSchema);

/**
 * `PUT contracts/update/{id}/` carries one of three payloads (spec 3 §7): the
 * basic details, only `contractor_id` or only `project_in_charge_id`. The keys
 * present pick the form and its schema, and the permission that goes with it,
 * so the server parses the body once it knows which (update-contract.ts).
 */
const contractUpdateBody = z
  .looseObject({})
  .meta({ description: 'contractUpdateInput | contractContractorInput | contractProjectInChargeInput' });

/**
 * Contracts (spec 3 §3, §5, §7; spec 2 §5 for Add Contract from a project):
 * the lists by year, Contract Details and its chart, the update form, the
 * projects a contract serves, and Delete Contract. The contract's own summary
 * and timeline are contract reports (`contractReportOperations`).
 */
export const contractOperations = defineOperations({
  // The project is named in the body: another office's is a 404.
  create: contracts.create(
    'contracts/create/',
    contractFromProjectInputSchema,
    projectContractSchema,
    'Add a contract to a project (contract_id is the contract number)',
    { permission: 'contracts.create', extraErrors: [404] },
  ),
  ofProject: contracts.read('contracts/project/{projectId}', z.array(projectContractSchema), "A project's contracts", {
    params: z.object({ projectId: idParam }),
  }),
  years: contracts.read('contracts/years', contractYearsSchema, 'Implementation year → number of contracts and their total original amount'),
  ofYear: contracts.read('contracts/year/{year}', contractList, 'The contracts of an implementation year, as of today', { params: yearParams }),
  ofYearExcel: contracts.file('contracts/year/{year}/excel', 'The contracts of an implementation year as an Excel file (Contracts CY {year}.xlsx)', {
    params: yearParams,
    query: downloadQuery,
    // A workbook of every contract of the year: it waits its turn in the report queue (decision 039).
    heavy: true,
  }),
  ofContractor: contracts.read(
    'contracts/year/{year}/contractor/{name}',
    contractList,
    "A year's contracts of one contractor (name with underscores for spaces, any case)",
    { params: z.object({ year: yearParam, name: z.string() }) },
  ),
  completed: contracts.read('contracts/completed/{year}', contractList, "A year's completed contracts, as of today", { params: yearParams }),
  completedExcel: contracts.file('contracts/completed/{year}/excel', "A year's completed contracts as an Excel file (Completed Contracts CY {year}.xlsx)", {
    params: yearParams,
    query: downloadQuery,
    // A workbook of every contract of the year: it waits its turn in the report queue (decision 039).
    heavy: true,
  }),
  ongoing: contracts.read('contracts/ongoing/{year}', contractList, "A year's ongoing and suspended contracts, as of today", { params: yearParams }),
  monitored: contracts.read('contracts/monitored/{year}/{userId}', contractList, 'The contracts of a year whose project in charge is the user', {
    params: z.object({ year: yearParam, userId: idParam }),
  }),
  details: contracts.read(
    'contracts/details/{id}',
    contractDetailsSchema,
    'Contract Details as of a date (default today in Manila), with the curves of its chart',
    { params: idParams, query: asOfQuery },
  ),
  get: contracts.read('contracts/{id}', contractSchema, 'A contract', { params: idParams }),
  sCurve: contracts.read('contracts/{id}/scurve', contractSCurveSchema, "The contract's original, revised and actual curves as of a date (unfiltered)", {
    params: idParams,
    query: asOfQuery,
  }),
  timeElapsed: contracts.read('contracts/{id}/time-elapsed', contractTimeElapsedSchema, 'The Statement of Time Elapsed as of a date', {
    params: idParams,
    query: asOfQuery,
  }),
  // The permission row depends on the payload (update-contract.ts checks it).
  update: contracts.update(
    'contracts/update/{id}/',
    contractUpdateBody,
    contractSchema,
    'Update a contract: the basic details (contract_id is the number), or only contractor_id, or only project_in_charge_id',
    { params: idParams },
  ),
  projects: contracts.read('contracts/{id}/projects', z.array(contractProjectSchema), 'The projects a contract serves', { params: idParams }),
  addProject: contracts.post(
    'contracts/{id}/projects/add/',
    contractProjectInputSchema,
    z.array(contractProjectSchema),
    'Attach a project of the office to the contract; answers its projects',
    { params: idParams },
  ),
  removeProject: contracts.post(
    'contracts/{id}/projects/remove/',
    contractProjectInputSchema,
    z.array(contractProjectSchema),
    'Detach a project from the contract (not its last one); answers its projects',
    { params: idParams },
  ),
  recordCounts: contracts.read(
    'contracts/{id}/record-counts/',
    contractRecordCountsSchema,
    'How many records of each kind the contract has (what Delete Contract removes with it)',
    { params: idParams },
  ),
  delete: contracts.delete('contracts/delete/{id}/', 'Delete a contract with every record against it, in one transaction (admins)', {
    permission: 'contracts.delete',
    params: idParams,
  }),
  // The permission row is `contracts.update` plus the project in charge, checked by the handler as for an update.
  setPin: contracts.update('contracts/{id}/pin/', contractPinSchema, contractPinAnswerSchema, "Set or clear the contract's pin (where its works are)", {
    params: idParams,
  }),
});
