import { z } from 'zod';
import { asOfQuery, downloadQuery, yearParams } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import { idParam } from '../common/id.schemas.js';
import { accomplishmentSummaryReportSchema, projectDetailedReportSchema, projectsAccomplishmentReportSchema } from './projects-reports.schemas.js';

const projectsReports = operationFamily({ tag: 'projects reports', access: 'activeAccount' });

/** `?as_of=&fund_sources=`: the Projects Accomplishment Report's query (fund source names, comma-separated). */
export const projectsAccomplishmentQuery = asOfQuery.extend({
  fund_sources: z.string().optional().meta({ description: 'Fund source names, comma-separated; absent or empty → all' }),
});

/**
 * The projects reports of spec 2 (§2, §7), as of a date. Read-only, every role of the office.
 * A year's reports compute every contract of the year: `heavy`, they wait their turn in the
 * report queue (decision 039); one project's report does not.
 */
export const projectsReportOperations = defineOperations({
  projectsAccomplishment: projectsReports.read(
    'reports/projects/projects-accomplishment-report/{year}',
    projectsAccomplishmentReportSchema,
    'Projects Accomplishment Report: fund source → project → contract, with the summary block, as of a date',
    { params: yearParams, query: projectsAccomplishmentQuery, heavy: true },
  ),
  accomplishmentSummary: projectsReports.read(
    'reports/projects/accomplishment-summary-report/{year}',
    accomplishmentSummaryReportSchema,
    'Accomplishment Summary Report by fund source, with the total, as of a date',
    { params: yearParams, query: asOfQuery, heavy: true },
  ),
  projectDetailed: projectsReports.read('reports/projects/detailed-report/{projectId}', projectDetailedReportSchema, 'Project Detailed Report as of a date', {
    params: z.object({ projectId: idParam }),
    query: asOfQuery,
  }),
  projectsAccomplishmentExcel: projectsReports.file(
    'reports/projects/excel-projects-accomplishment-report/{year}',
    'The Projects Accomplishment Report as an Excel file (user_id is accepted and ignored)',
    { params: yearParams, query: projectsAccomplishmentQuery.extend(downloadQuery.shape), heavy: true },
  ),
});
