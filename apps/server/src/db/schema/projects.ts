import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { contractors } from './contractors.js';
import { calendarDate, coordinate, money } from './columns.js';
import { expenditureSourceNames } from './expenditure-source-names.js';
import { fundSources, systems } from './lookups.js';
import { users } from './users.js';

/**
 * Projects, their finance records and the contracts attached to them. Every
 * link between an office's rows is a composite key `(account_id, …_id)`
 * pointing at the parent's `(account_id, id)`, so a row can never name another
 * office's parent (docs/architecture.md "Ownership check").
 */

export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The allocation. */
    amount: money('amount').notNull(),
    implementationYear: integer('implementation_year').notNull(),
    /** The create call of spec 2 §7 sends no fund source; the update call sets it. */
    fundSourceId: integer('fund_source_id'),
    systemId: integer('system_id').notNull(),
    remarks: text('remarks').notNull().default(''),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_account_year_idx').on(t.accountId, t.implementationYear),
    unique('projects_account_id_id_key').on(t.accountId, t.id),
    // A fund source or system in use cannot be deleted (restrict): the service answers 400 first.
    foreignKey({ name: 'projects_fund_source_fk', columns: [t.accountId, t.fundSourceId], foreignColumns: [fundSources.accountId, fundSources.id] }),
    foreignKey({ name: 'projects_system_fk', columns: [t.accountId, t.systemId], foreignColumns: [systems.accountId, systems.id] }),
    check('projects_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/** One funding line of a project (e.g. "Contract Works"), with its total; spending draws on its balance. */
export const expenditureSources = pgTable(
  'expenditure_sources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').notNull(),
    expenditureSourceNameId: integer('expenditure_source_name_id').notNull(),
    /** The source's total; its balance is the total less its expenditures (DOMAIN.md "Money"). */
    amount: money('amount').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expenditure_sources_project_idx').on(t.projectId),
    unique('expenditure_sources_account_id_id_key').on(t.accountId, t.id),
    // Target of the expenditures' key, so an expenditure draws only on a source of its own project.
    unique('expenditure_sources_account_project_id_key').on(t.accountId, t.projectId, t.id),
    foreignKey({ name: 'expenditure_sources_project_fk', columns: [t.accountId, t.projectId], foreignColumns: [projects.accountId, projects.id] }).onDelete('cascade'),
    foreignKey({
      name: 'expenditure_sources_name_fk',
      columns: [t.accountId, t.expenditureSourceNameId],
      foreignColumns: [expenditureSourceNames.accountId, expenditureSourceNames.id],
    }),
    check('expenditure_sources_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

export const requestedCash = pgTable(
  'requested_cash',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').notNull(),
    amount: money('amount').notNull(),
    requestedOn: calendarDate('requested_on'),
    remarks: text('remarks').notNull().default(''),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('requested_cash_project_idx').on(t.projectId),
    unique('requested_cash_account_id_id_key').on(t.accountId, t.id),
    foreignKey({ name: 'requested_cash_project_fk', columns: [t.accountId, t.projectId], foreignColumns: [projects.accountId, projects.id] }).onDelete('cascade'),
    check('requested_cash_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

export const projectExpenditures = pgTable(
  'project_expenditures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').notNull(),
    expenditureSourceId: integer('expenditure_source_id').notNull(),
    amount: money('amount').notNull(),
    dateObligated: calendarDate('date_obligated').notNull(),
    /** Empty until paid; only disbursed expenditures count in Finance › Expenditures by year. */
    dateDisbursed: calendarDate('date_disbursed'),
    remarks: text('remarks').notNull().default(''),
    /** The server's timestamp at creation: the one-day edit window runs from it (DOMAIN.md "Edit windows"). */
    entryDate: timestamp('entry_date', { withTimezone: true }).notNull().defaultNow(),
    createdById: integer('created_by_id'),
  },
  (t) => [
    index('project_expenditures_project_idx').on(t.projectId),
    index('project_expenditures_source_idx').on(t.expenditureSourceId),
    unique('project_expenditures_account_id_id_key').on(t.accountId, t.id),
    foreignKey({ name: 'project_expenditures_project_fk', columns: [t.accountId, t.projectId], foreignColumns: [projects.accountId, projects.id] }).onDelete('cascade'),
    // A source with expenditures cannot be deleted (restrict); deleting the project removes both.
    foreignKey({
      name: 'project_expenditures_source_fk',
      columns: [t.accountId, t.projectId, t.expenditureSourceId],
      foreignColumns: [expenditureSources.accountId, expenditureSources.projectId, expenditureSources.id],
    }),
    foreignKey({ name: 'project_expenditures_created_by_fk', columns: [t.accountId, t.createdById], foreignColumns: [users.accountId, users.id] }),
    check('project_expenditures_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/** Its name is how a unique violation is told apart from others (see mapUniqueViolation). */
export const CONTRACT_NUMBER_UNIQUE_INDEX = 'contracts_account_number_unique';

/**
 * A contract, added from a project. `contract_number` is what the spec's
 * payloads call `contract_id` (API.md "Names that read two ways"). Its
 * records (schedule, accomplishment, suspensions …) are in contract-records.ts.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contractNumber: text('contract_number').notNull(),
    description: text('description').notNull().default(''),
    /** The original contract amount. */
    amount: money('amount').notNull(),
    /** Effectivity: day 0 of the contract (DOMAIN.md "Dates and day counting"). */
    startDate: calendarDate('start_date').notNull(),
    /** Original contract time in calendar days. */
    duration: integer('duration').notNull(),
    /** Where the works are ("Capas, Tarlac"); '' until encoded. */
    location: text('location').notNull().default(''),
    contractorId: integer('contractor_id'),
    /** The user who monitors the contract ("contracts monitored" on their profile). */
    projectInChargeId: integer('project_in_charge_id'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    /** The contract's pin, where its works are (both or neither): photos are measured from it. */
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),
  },
  (t) => [
    uniqueIndex(CONTRACT_NUMBER_UNIQUE_INDEX).on(t.accountId, sql`lower(${t.contractNumber})`),
    index('contracts_contractor_idx').on(t.contractorId),
    index('contracts_project_in_charge_idx').on(t.projectInChargeId),
    // A contractor with contracts cannot be deleted (no action); users are deactivated, never deleted.
    foreignKey({ name: 'contracts_contractor_fk', columns: [t.accountId, t.contractorId], foreignColumns: [contractors.accountId, contractors.id] }),
    foreignKey({ name: 'contracts_project_in_charge_fk', columns: [t.accountId, t.projectInChargeId], foreignColumns: [users.accountId, users.id] }),
    unique('contracts_account_id_id_key').on(t.accountId, t.id),
    check('contracts_amount_not_negative', sql`${t.amount} >= 0`),
    check('contracts_duration_positive', sql`${t.duration} > 0`),
    check(
      'contracts_pin_whole',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
);

/** A contract may serve several projects, and a project have several contracts. */
export const contractProjects = pgTable(
  'contract_projects',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id').notNull(),
    projectId: integer('project_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.projectId] }),
    index('contract_projects_project_idx').on(t.projectId),
    foreignKey({ name: 'contract_projects_contract_fk', columns: [t.accountId, t.contractId], foreignColumns: [contracts.accountId, contracts.id] }).onDelete('cascade'),
    // A project with contracts cannot be deleted (restrict): the service answers 400 first.
    foreignKey({ name: 'contract_projects_project_fk', columns: [t.accountId, t.projectId], foreignColumns: [projects.accountId, projects.id] }),
  ],
);
