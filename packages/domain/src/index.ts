// The package's only entry. Each line re-exports one module; keep them grouped by feature.

// common
export * from './common/errors.js';
export * from './common/ids.js';
export * from './common/id.schemas.js';

// API operations: each declared once (method, path, schemas, access), read by the server and the web
export * from './api/operation.js';
export * from './api/operation-family.js';
export * from './api/common-schemas.js';
export * from './api/operations.js';

// permissions (pure role rules shared by server and web)
export * from './permissions/roles.js';
export * from './permissions/permissions.rules.js';

// http bodies and text fields shared by every feature
export * from './common/http.schemas.js';
export * from './common/text.schemas.js';

// accounts, auth, user accounts, activity
export * from './accounts/accounts.schemas.js';
export * from './auth/auth.schemas.js';
export * from './user-accounts/user-accounts.schemas.js';
export * from './activity/activity.schemas.js';
export * from './activity/activity.rules.js';
export * from './accounts/accounts.operations.js';
export * from './auth/auth.operations.js';
export * from './subscriptions/subscriptions.operations.js';
export * from './user-accounts/user-accounts.operations.js';
export * from './roles/roles.operations.js';
export * from './activity/activity.operations.js';

// an installation's details (company, contact, documentation)
export * from './site/site-details.js';
export * from './site/site.schemas.js';
export * from './site/site.operations.js';

// the liveness check
export * from './health/health.operations.js';

// expenditure source names
export * from './expenditure-source-names/expenditure-source-names.schemas.js';
export * from './expenditure-source-names/expenditure-source-names.operations.js';

// lookups (municipalities, systems, fund sources), projects, contracts as added from a project, project finance
export * from './lookups/lookups.schemas.js';
export * from './lookups/lookups.operations.js';
export * from './projects/implementation-years.js';
export * from './projects/projects.schemas.js';
export * from './projects/projects.operations.js';
export * from './contracts/contract-record-pages.js';
export * from './contracts/contract-records-error.js';
export * from './contracts/contracts.schemas.js';
export * from './contracts/contracts.operations.js';
export * from './contracts/contract-list-status.rules.js';
// what is recorded against a contract (spec 1, spec 3)
export * from './contract-records/physical-schedules.schemas.js';
export * from './contract-records/physical-accomplishments.schemas.js';
export * from './contract-records/suspension-orders.schemas.js';
export * from './contract-records/time-extensions.schemas.js';
export * from './contract-records/variation-orders.schemas.js';
export * from './contract-records/physical-features.schemas.js';
export * from './contract-records/billings.schemas.js';
export * from './contract-records/contract-records.rules.js';
export * from './contract-records/record-dates.rules.js';
export * from './contract-records/record-operations.js';
export * from './contract-records/contract-records.operations.js';
export * from './project-finance/project-finance.schemas.js';
export * from './project-finance/calendar-years.js';
export * from './project-finance/expenditures-by-year.schemas.js';
export * from './project-finance/project-finance.operations.js';
export * from './project-finance/expenditure-sources.rules.js';
export * from './project-finance/expenditure-changes.rules.js';
export * from './project-finance/project-finance-dates.rules.js';
export * from './project-finance/expenditures-by-year.rules.js';

// schedule engine (DOMAIN.md): dates, money, suspensions, curves, slippage
// (modules added below by the schedule-engine work)
export * from './common/dates.js';
export * from './common/dates.schemas.js';
export * from './common/date-ranges.js';
export * from './common/money.js';
export * from './common/percent.js';
export * from './schedule/schedule.types.js';
export * from './schedule/suspensions.rules.js';
export * from './schedule/curves.rules.js';
export * from './schedule/time-extensions.rules.js';
export * from './schedule/nodes.rules.js';
export * from './schedule/contract-status.rules.js';
export * from './schedule/contract-records.guard.js';
export * from './schedule/overall-s-curve.rules.js';
export * from './finance/contract-amounts.rules.js';
export * from './finance/project-accomplishment.rules.js';
export * from './contract-records/billings.rules.js';
export * from './contract-records/physical-features.rules.js';

// contract photos: site evidence (issue 21) and the contract's pin
export * from './contracts/contract-pin.schemas.js';
export * from './contract-photos/contract-photos.schemas.js';
export * from './contract-photos/contract-photos.rules.js';
export * from './contract-photos/contract-photos.operations.js';
export * from './finance/liquidated-damages.rules.js';
export * from './common/money.schemas.js';
export * from './contracts/contract-figures.rules.js';
export * from './reports/projects-reports.schemas.js';
export * from './reports/dashboard.schemas.js';
export * from './reports/dashboard.rules.js';
export * from './reports/figure-names.js';

// reports (spec 2 §7): a year's contracts reports, one contract's reports (Summary, Timeline; spec 3)
export * from './reports/contracts-reports.schemas.js';
export * from './reports/contract-reports.schemas.js';
export * from './reports/contract-reports.rules.js';
export * from './reports/contract-reports.operations.js';
export * from './reports/contracts-reports.operations.js';
export * from './reports/projects-reports.operations.js';
export * from './reports/report-summaries.operations.js';
export * from './reports/report-queue.operations.js';

// contractors
export * from './contractors/contractors.schemas.js';
export * from './contractors/contractors.operations.js';
export * from './contractors/contractors.rules.js';

// forum (spec 3 "Forum")
export * from './forum/forum.schemas.js';
export * from './forum/forum.rules.js';
export * from './forum/forum.operations.js';
