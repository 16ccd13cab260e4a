import { accountOperations } from '../accounts/accounts.operations.js';
import { activityOperations } from '../activity/activity.operations.js';
import { authOperations } from '../auth/auth.operations.js';
import {
  billingOperations,
  physicalAccomplishmentOperations,
  physicalFeatureOperations,
  physicalScheduleOperations,
  suspensionOrderOperations,
  timeExtensionOperations,
  variationOrderOperations,
} from '../contract-records/contract-records.operations.js';
import { contractPhotoOperations } from '../contract-photos/contract-photos.operations.js';
import { contractorOperations } from '../contractors/contractors.operations.js';
import { forumOperations } from '../forum/forum.operations.js';
import { healthOperations } from '../health/health.operations.js';
import { roleOperations } from '../roles/roles.operations.js';
import { siteOperations } from '../site/site.operations.js';
import { subscriptionOperations } from '../subscriptions/subscriptions.operations.js';
import { userAccountOperations } from '../user-accounts/user-accounts.operations.js';
import { contractReportOperations } from '../reports/contract-reports.operations.js';
import { contractsReportOperations } from '../reports/contracts-reports.operations.js';
import { projectsReportOperations } from '../reports/projects-reports.operations.js';
import { reportSummaryOperations } from '../reports/report-summaries.operations.js';
import { reportQueueOperations } from '../reports/report-queue.operations.js';
import { contractOperations } from '../contracts/contracts.operations.js';
import { expenditureSourceNameOperations } from '../expenditure-source-names/expenditure-source-names.operations.js';
import { fundSourceOperations, municipalityOperations, systemOperations } from '../lookups/lookups.operations.js';
import { projectFinanceOperations } from '../project-finance/project-finance.operations.js';
import { projectOperations } from '../projects/projects.operations.js';
import type { OperationDeclaration, OperationGroup } from './operation.js';

/**
 * Every declared API operation, by feature. The server checks at boot that
 * each one is registered with a handler; the web's test route table and the
 * OpenAPI document are derived from them. A new operation is added to its
 * feature's `<feature>.operations.ts` and its group listed here once.
 */
export const apiOperations = {
  health: healthOperations,
  site: siteOperations,
  auth: authOperations,
  accounts: accountOperations,
  subscriptions: subscriptionOperations,
  userAccounts: userAccountOperations,
  roles: roleOperations,
  activity: activityOperations,
  contractors: contractorOperations,
  forum: forumOperations,
  contractReports: contractReportOperations,
  contractsReports: contractsReportOperations,
  projectsReports: projectsReportOperations,
  reportSummaries: reportSummaryOperations,
  reportQueue: reportQueueOperations,
  contracts: contractOperations,
  municipalities: municipalityOperations,
  systems: systemOperations,
  fundSources: fundSourceOperations,
  expenditureSourceNames: expenditureSourceNameOperations,
  projects: projectOperations,
  projectFinance: projectFinanceOperations,
  physicalSchedules: physicalScheduleOperations,
  physicalAccomplishments: physicalAccomplishmentOperations,
  suspensionOrders: suspensionOrderOperations,
  timeExtensions: timeExtensionOperations,
  variationOrders: variationOrderOperations,
  physicalFeatures: physicalFeatureOperations,
  billings: billingOperations,
  contractPhotos: contractPhotoOperations,
} as const satisfies Record<string, OperationGroup>;

/** Every declared operation, as a list. */
export function declaredOperations(): OperationDeclaration[] {
  return Object.values(apiOperations).flatMap((group: OperationGroup) => Object.values(group));
}
