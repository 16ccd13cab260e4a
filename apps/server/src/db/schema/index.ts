// Every table, for drizzle's typed `db.query` and for drizzle-kit. Not a barrel for features:
// repositories import the table modules they use directly.
export * from './subscription-types.js';
export * from './accounts.js';
export * from './roles.js';
export * from './users.js';
export * from './activity-logs.js';
export * from './expenditure-source-names.js';
export * from './sessions.js';
export * from './rate-limits.js';
export * from './lookups.js';
export * from './projects.js';
export * from './contractors.js';
export * from './contract-records.js';
export * from './contract-figures.js';
export * from './forum.js';
export * from './contract-photos.js';
