// The package's only entry. Each line re-exports one module; keep them grouped by feature.

// common
export * from './common/errors.js';

// permissions (pure role rules shared by server and web)
export * from './permissions/roles.js';
export * from './permissions/permissions.rules.js';

// accounts, users, activity
export * from './accounts/accounts.schemas.js';
export * from './accounts/accounts.responses.js';

// expenditure source names
export * from './expenditure-source-names/expenditure-source-names.schemas.js';

// schedule engine (DOMAIN.md): dates, money, suspensions, curves, slippage
// (modules added below by the schedule-engine work)
