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
} from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloadQuerySchema, excelResponses, excelRouteConfig, sendXlsx } from '../../lib/excel.js';
import { asOfQuerySchema, errorResponses, parseIdParam, parseYearParam } from '../../lib/http.js';
import { actorOf } from '../../plugins/auth.js';
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
import { updateContract } from './operations/update-contract.js';

const tags = ['contracts'];
const idParams = z.object({ id: z.string() });
const yearParams = z.object({ year: z.string() });
const listResponse = { 200: z.array(contractListRowSchema), ...errorResponses(401, 403, 404) };

/** Every contracts/* route, thin: schemas, the actor, one operation each. */
export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/contracts/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Add a contract to a project (contract_id is the contract number)',
      body: contractFromProjectInputSchema,
      response: { 201: projectContractSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const created = await createContract(app.db, actorOf(request), request.body, request.ip, app.now());
      return reply.code(201).send(created);
    },
  });

  app.get('/contracts/project/:projectId', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "A project's contracts",
      params: z.object({ projectId: z.string() }),
      response: { 200: z.array(projectContractSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => listProjectContracts(app.db, actorOf(request), parseIdParam(request.params.projectId)),
  });

  app.get('/contracts/years', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Implementation year → number of contracts and their total original amount',
      response: { 200: contractYearsSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => listContractYears(app.db, actorOf(request)),
  });

  app.get('/contracts/year/:year', {
    config: { access: 'activeAccount' },
    schema: { tags, summary: 'The contracts of an implementation year, as of today', params: yearParams, response: listResponse },
    handler: async (request) => listContractsOfYear(app.db, actorOf(request), parseYearParam(request.params.year), app.now()),
  });

  app.get('/contracts/year/:year/excel', {
    config: excelRouteConfig,
    schema: { tags, summary: 'The contracts of an implementation year as an Excel file (Contracts CY {year}.xlsx)', params: yearParams, querystring: downloadQuerySchema, response: excelResponses },
    handler: async (request, reply) => {
      const year = parseYearParam(request.params.year);
      return sendXlsx(reply, await exportContractsOfYear(app.db, actorOf(request), year, app.now()), contractsOfYearFilename(year));
    },
  });

  app.get('/contracts/year/:year/contractor/:name', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "A year's contracts of one contractor (name with underscores for spaces, any case)",
      params: z.object({ year: z.string(), name: z.string() }),
      response: listResponse,
    },
    handler: async (request) =>
      listContractsOfContractor(app.db, actorOf(request), parseYearParam(request.params.year), request.params.name, app.now()),
  });

  app.get('/contracts/completed/:year', {
    config: { access: 'activeAccount' },
    schema: { tags, summary: "A year's completed contracts, as of today", params: yearParams, response: listResponse },
    handler: async (request) => listCompletedContracts(app.db, actorOf(request), parseYearParam(request.params.year), app.now()),
  });

  app.get('/contracts/completed/:year/excel', {
    config: excelRouteConfig,
    schema: {
      tags,
      summary: "A year's completed contracts as an Excel file (Completed Contracts CY {year}.xlsx)",
      params: yearParams,
      querystring: downloadQuerySchema,
      response: excelResponses,
    },
    handler: async (request, reply) => {
      const year = parseYearParam(request.params.year);
      return sendXlsx(reply, await exportCompletedContracts(app.db, actorOf(request), year, app.now()), completedContractsFilename(year));
    },
  });

  app.get('/contracts/ongoing/:year', {
    config: { access: 'activeAccount' },
    schema: { tags, summary: "A year's ongoing and suspended contracts, as of today", params: yearParams, response: listResponse },
    handler: async (request) => listOngoingContracts(app.db, actorOf(request), parseYearParam(request.params.year), app.now()),
  });

  app.get('/contracts/monitored/:year/:userId', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "The contracts of a year whose project in charge is the user",
      params: z.object({ year: z.string(), userId: z.string() }),
      response: listResponse,
    },
    handler: async (request) =>
      listMonitoredContracts(
        app.db,
        actorOf(request),
        parseYearParam(request.params.year),
        parseIdParam(request.params.userId),
        app.now(),
      ),
  });

  app.get('/contracts/details/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Contract Details as of a date (default today in Manila)',
      params: idParams,
      querystring: asOfQuerySchema,
      response: { 200: contractDetailsSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => getContractDetails(app.db, actorOf(request), parseIdParam(request.params.id), request.query, app.now()),
  });

  app.get('/contracts/:id', {
    config: { access: 'activeAccount' },
    schema: { tags, summary: 'A contract', params: idParams, response: { 200: contractSchema, ...errorResponses(401, 403, 404) } },
    handler: async (request) => getContract(app.db, actorOf(request), parseIdParam(request.params.id)),
  });

  app.get('/contracts/:id/scurve', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "The contract's original, revised and actual curves as of a date (unfiltered)",
      params: idParams,
      querystring: asOfQuerySchema,
      response: { 200: contractSCurveSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => getContractSCurve(app.db, actorOf(request), parseIdParam(request.params.id), request.query, app.now()),
  });

  app.get('/contracts/:id/time-elapsed', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'The Statement of Time Elapsed as of a date',
      params: idParams,
      querystring: asOfQuerySchema,
      response: { 200: contractTimeElapsedSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      getContractTimeElapsed(app.db, actorOf(request), parseIdParam(request.params.id), request.query, app.now()),
  });

  app.put('/contracts/update/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary:
        'Update a contract: the basic details (contract_id is the number), or only contractor_id, or only project_in_charge_id',
      params: idParams,
      body: z.looseObject({}).describe('contractUpdateInput | contractContractorInput | contractProjectInChargeInput'),
      response: { 200: contractSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => updateContract(app.db, actorOf(request), parseIdParam(request.params.id), request.body, request.ip, app.now()),
  });

  app.get('/contracts/:id/projects', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'The projects a contract serves',
      params: idParams,
      response: { 200: z.array(contractProjectSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => listContractProjects(app.db, actorOf(request), parseIdParam(request.params.id)),
  });

  app.post('/contracts/:id/projects/add', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Attach a project of the office to the contract; answers its projects',
      params: idParams,
      body: contractProjectInputSchema,
      response: { 200: z.array(contractProjectSchema), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      addContractProject(app.db, actorOf(request), parseIdParam(request.params.id), request.body.project_id, request.ip),
  });

  app.post('/contracts/:id/projects/remove', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Detach a project from the contract (not its last one); answers its projects',
      params: idParams,
      body: contractProjectInputSchema,
      response: { 200: z.array(contractProjectSchema), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      removeContractProject(app.db, actorOf(request), parseIdParam(request.params.id), request.body.project_id, request.ip),
  });

  app.get('/contracts/:id/record-counts', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'How many records of each kind the contract has (what Delete Contract removes with it)',
      params: idParams,
      response: { 200: contractRecordCountsSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => getContractRecordCounts(app.db, actorOf(request), parseIdParam(request.params.id)),
  });

  app.delete('/contracts/delete/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Delete a contract with every record against it, in one transaction (admins)',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    },
    handler: async (request, reply) => {
      await deleteContract(app.db, actorOf(request), parseIdParam(request.params.id), request.ip);
      return reply.code(204).send(null);
    },
  });
};
