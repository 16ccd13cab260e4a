import { projectsReportOperations } from '@subaybay/domain';
import { operationRoutes } from '../../../lib/operations.js';
import {
  accomplishmentSummaryReport,
  exportProjectsAccomplishmentReport,
  projectDetailedReport,
  projectsAccomplishmentReport,
} from './projects-reports.service.js';

/** The projects reports (declared in packages/domain/src/reports/projects-reports.operations.ts). */
export const projectsReportsRoutes = operationRoutes(projectsReportOperations, (app) => ({
  projectsAccomplishment: async ({ actor, params, query }) => projectsAccomplishmentReport(app.db, actor, params.year, query, app.now()),
  accomplishmentSummary: async ({ actor, params, query }) => accomplishmentSummaryReport(app.db, actor, params.year, query, app.now()),
  projectDetailed: async ({ actor, params, query }) => projectDetailedReport(app.db, actor, params.projectId, query, app.now()),
  projectsAccomplishmentExcel: async ({ actor, params, query }) => exportProjectsAccomplishmentReport(app.db, actor, params.year, query, app.now()),
}));
