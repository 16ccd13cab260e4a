import { z } from 'zod';
import { asOfQuery, downloadQuery, xlsxFile } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { idParam, yearParam } from '../common/ids.js';
import { accomplishmentSummaryReportSchema, projectDetailedReportSchema, projectsAccomplishmentReportSchema } from './projects-reports.schemas.js';

const tag = 'projects reports';
const yearParams = z.object({ year: yearParam });

/** `?as_of=&fund_sources=`: the Projects Accomplishment Report's query (fund source names, comma-separated). */
export const projectsAccomplishmentQuery = asOfQuery.extend({
  fund_sources: z.string().optional().meta({ description: 'Fund source names, comma-separated; absent or empty → all' }),
});

/** The projects reports of spec 2 (§2, §7), as of a date. Read-only, every role of the office. */
export const projectsReportOperations = defineOperations({
  projectsAccomplishment: {
    method: 'GET',
    path: 'reports/projects/projects-accomplishment-report/{year}',
    tag,
    summary: 'Projects Accomplishment Report: fund source → project → contract, with the summary block, as of a date',
    access: 'activeAccount',
    params: yearParams,
    query: projectsAccomplishmentQuery,
    status: 200,
    response: projectsAccomplishmentReportSchema,
    errors: [400, 401, 403, 404],
  },
  accomplishmentSummary: {
    method: 'GET',
    path: 'reports/projects/accomplishment-summary-report/{year}',
    tag,
    summary: 'Accomplishment Summary Report by fund source, with the total, as of a date',
    access: 'activeAccount',
    params: yearParams,
    query: asOfQuery,
    status: 200,
    response: accomplishmentSummaryReportSchema,
    errors: [400, 401, 403, 404],
  },
  projectDetailed: {
    method: 'GET',
    path: 'reports/projects/detailed-report/{projectId}',
    tag,
    summary: 'Project Detailed Report as of a date',
    access: 'activeAccount',
    params: z.object({ projectId: idParam }),
    query: asOfQuery,
    status: 200,
    response: projectDetailedReportSchema,
    errors: [400, 401, 403, 404],
  },
  projectsAccomplishmentExcel: {
    method: 'GET',
    path: 'reports/projects/excel-projects-accomplishment-report/{year}',
    tag,
    summary: 'The Projects Accomplishment Report as an Excel file (user_id is accepted and ignored)',
    access: 'activeAccount',
    file: true,
    params: yearParams,
    query: projectsAccomplishmentQuery.extend(downloadQuery.shape),
    status: 200,
    response: xlsxFile,
    errors: [400, 401, 403, 404],
  },
});
