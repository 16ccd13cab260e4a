import { z } from 'zod';
import { idParams } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import { idParam, yearParam } from '../common/id.schemas.js';
import { isCalendarYear } from './calendar-years.js';
import { expendituresByYearItemSchema } from './expenditures-by-year.schemas.js';
import {
  expenditureSourceBalanceSchema,
  expenditureSourceCreateSchema,
  expenditureSourceSchema,
  expenditureSourceUpdateSchema,
  projectExpenditureCreateSchema,
  projectExpenditureSchema,
  projectExpenditureUpdateSchema,
  requestedCashCreateSchema,
  requestedCashSchema,
} from './project-finance.schemas.js';

const finance = operationFamily({ tag: 'project-finance', access: 'activeAccount' });

const projectParams = z.object({ projectId: idParam });
/** A year of project finance names a calendar year (1900–9999, as the Type a Year dialog reads it); anything else is a 404. */
const calendarYearParams = z.object({ year: yearParam.refine(isCalendarYear, 'Not found.') });

/** A finance record is written against a project (or a source) named in its body: another office's is a 404. */
const namesItsProject = { permission: 'projectFinance.write', extraErrors: [404] } as const;
/** Refused (400) while expenditures draw on it. */
const mayRefuse = { extraErrors: [400] } as const;

const updateExpenditureSourceSummary = "Change an expenditure source's total (never below what is spent)";

/**
 * Project finance (spec 2 §6, §7): a project's expenditure sources with their
 * balances, its requested cash and its expenditures, and Finance › Expenditures
 * by year. The URLs are the spec's (`expenditure-sources/…`, `requested-cash/…`,
 * `project-expenditures/…`, API.md's `finance/expenditures-by-year/{year}`).
 */
export const projectFinanceOperations = defineOperations({
  expenditureSourceBalances: finance.read(
    'expenditure-sources/project/{projectId}/balance',
    z.array(expenditureSourceBalanceSchema),
    "A project's expenditure sources with their totals and balances",
    { params: projectParams },
  ),
  expenditureSources: finance.read('expenditure-sources/project/{projectId}', z.array(expenditureSourceSchema), "A project's expenditure sources", {
    params: projectParams,
  }),
  createExpenditureSource: finance.create(
    'expenditure-sources/create/',
    expenditureSourceCreateSchema,
    expenditureSourceSchema,
    'Add an expenditure source to a project',
    namesItsProject,
  ),
  /** The spec's call: the source named in the body. */
  updateExpenditureSource: finance.update(
    'expenditure-sources/update/',
    expenditureSourceUpdateSchema,
    expenditureSourceSchema,
    updateExpenditureSourceSummary,
    namesItsProject,
  ),
  /** `update/{id}/` is accepted like every other update (the path's id wins over the body's). */
  updateExpenditureSourceById: finance.update(
    'expenditure-sources/update/{id}/',
    expenditureSourceUpdateSchema,
    expenditureSourceSchema,
    updateExpenditureSourceSummary,
    { permission: 'projectFinance.write', params: idParams },
  ),
  deleteExpenditureSource: finance.delete('expenditure-sources/delete/{id}/', 'Delete an expenditure source that has no expenditures', {
    permission: 'projectFinance.write',
    params: idParams,
    ...mayRefuse,
  }),
  requestedCash: finance.read('requested-cash/project/{projectId}', z.array(requestedCashSchema), "A project's requested cash", { params: projectParams }),
  createRequestedCash: finance.create(
    'requested-cash/create/',
    requestedCashCreateSchema,
    requestedCashSchema,
    'Record cash requested for a project',
    namesItsProject,
  ),
  deleteRequestedCash: finance.delete('requested-cash/delete/{id}/', 'Delete a requested cash entry', { permission: 'projectFinance.write', params: idParams }),
  projectExpendituresOfYear: finance.read(
    'project-expenditures/year/{year}',
    z.array(projectExpenditureSchema),
    'The expenditures of the projects of an implementation year',
    { params: calendarYearParams },
  ),
  projectExpenditures: finance.read('project-expenditures/project/{projectId}', z.array(projectExpenditureSchema), "A project's expenditures", {
    params: projectParams,
  }),
  projectExpenditure: finance.read('project-expenditures/{id}', projectExpenditureSchema, 'One project expenditure', { params: idParams }),
  createProjectExpenditure: finance.create(
    'project-expenditures/create/',
    projectExpenditureCreateSchema,
    projectExpenditureSchema,
    'Add an expenditure (refused above the source balance)',
    namesItsProject,
  ),
  updateProjectExpenditure: finance.update(
    'project-expenditures/update/{id}/',
    projectExpenditureUpdateSchema,
    projectExpenditureSchema,
    'Change an expenditure (non-admins: within one day of entry)',
    { permission: 'expenditures.change', params: idParams },
  ),
  deleteProjectExpenditure: finance.delete('project-expenditures/delete/{id}/', 'Delete an expenditure (non-admins: within one day of entry)', {
    permission: 'expenditures.change',
    params: idParams,
  }),
  expendituresByYear: finance.read(
    'finance/expenditures-by-year/{year}',
    z.array(expendituresByYearItemSchema),
    'Disbursed expenditures per project of an implementation year (projects with none left out)',
    { params: calendarYearParams },
  ),
});
