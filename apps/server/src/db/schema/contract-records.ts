import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp, unique, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { calendarDate, money, percent, quantity } from './columns.js';
import { contracts } from './projects.js';
import { users } from './users.js';

/**
 * What is recorded against a contract (spec 1 §3, spec 3 §3; DOMAIN.md reads
 * them). Each row belongs to its contract through the composite key
 * `(account_id, contract_id)` and goes with it. Rows a person enters carry
 * `entry_date` (the server's clock at creation: the one-day edit windows) and
 * who entered them. Dates are calendar dates; the engine reads every record as
 * of a date T. The write-time rules (DOMAIN.md) live in the domain; the CHECKs
 * here only keep impossible values out.
 */

const officeId = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
const entryDate = () => timestamp('entry_date', { withTimezone: true }).notNull().defaultNow();

/** The keys every record of a contract has: to its contract (cascade) and to the user who entered it. */
function contractAndAuthorKeys(table: string, t: { accountId: AnyPgColumn; contractId: AnyPgColumn; createdById: AnyPgColumn }) {
  return [
    index(`${table}_contract_idx`).on(t.contractId),
    foreignKey({ name: `${table}_contract_fk`, columns: [t.accountId, t.contractId], foreignColumns: [contracts.accountId, contracts.id] }).onDelete('cascade'),
    foreignKey({ name: `${table}_created_by_fk`, columns: [t.accountId, t.createdById], foreignColumns: [users.accountId, users.id] }),
  ];
}

/** A planned node of the physical schedule: the cumulative % planned by the end of `date_effective`. */
export const physicalSchedules = pgTable(
  'physical_schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: officeId(),
    contractId: integer('contract_id').notNull(),
    dateEffective: calendarDate('date_effective').notNull(),
    accomplishment: percent('accomplishment').notNull(),
    entryDate: entryDate(),
    createdById: integer('created_by_id'),
  },
  (t) => [
    ...contractAndAuthorKeys('physical_schedules', t),
    uniqueIndex('physical_schedules_contract_date_unique').on(t.contractId, t.dateEffective),
    check('physical_schedules_accomplishment_range', sql`${t.accomplishment} between 0 and 100`),
  ],
);

/** An actual node: the cumulative % reported as of `as_of_date` (the "day elapsed" it sits at). */
export const physicalAccomplishments = pgTable(
  'physical_accomplishments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: officeId(),
    contractId: integer('contract_id').notNull(),
    asOfDate: calendarDate('as_of_date').notNull(),
    accomplishment: percent('accomplishment').notNull(),
    entryDate: entryDate(),
    createdById: integer('created_by_id'),
  },
  (t) => [
    ...contractAndAuthorKeys('physical_accomplishments', t),
    uniqueIndex('physical_accomplishments_contract_date_unique').on(t.contractId, t.asOfDate),
    // What a photo's link to an entry of the same contract points at (contract_photos).
    unique('physical_accomplishments_contract_id_key').on(t.accountId, t.contractId, t.id),
    check('physical_accomplishments_accomplishment_range', sql`${t.accomplishment} between 0 and 100`),
  ],
);

/** A suspension order: the contract clock stops from `date_effective` (S, the first suspended date). */
export const suspensionOrders = pgTable(
  'suspension_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: officeId(),
    contractId: integer('contract_id').notNull(),
    dateEffective: calendarDate('date_effective').notNull(),
    reason: text('reason').notNull(),
    remarks: text('remarks').notNull().default(''),
    entryDate: entryDate(),
    createdById: integer('created_by_id'),
  },
  (t) => [
    ...contractAndAuthorKeys('suspension_orders', t),
    uniqueIndex('suspension_orders_contract_date_unique').on(t.contractId, t.dateEffective),
    unique('suspension_orders_account_id_id_key').on(t.accountId, t.id),
  ],
);

/** The resume order of a suspension: the clock restarts on `date_effective` (R). At most one per suspension. */
export const resumeOrders = pgTable(
  'resume_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: officeId(),
    suspensionOrderId: integer('suspension_order_id').notNull(),
    dateEffective: calendarDate('date_effective').notNull(),
    remarks: text('remarks').notNull().default(''),
    entryDate: entryDate(),
    createdById: integer('created_by_id'),
  },
  (t) => [
    uniqueIndex('resume_orders_suspension_unique').on(t.suspensionOrderId),
    foreignKey({
      name: 'resume_orders_suspension_fk',
      columns: [t.accountId, t.suspensionOrderId],
      foreignColumns: [suspensionOrders.accountId, suspensionOrders.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'resume_orders_created_by_fk', columns: [t.accountId, t.createdById], foreignColumns: [users.accountId, users.id] }),
  ],
);

/** An approved time extension: moves the expiry by `number_of_days` once approved (DOMAIN.md "Time extensions"). */
export const approvedTimeExtensions = pgTable(
  'approved_time_extensions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: officeId(),
    contractId: integer('contract_id').notNull(),
    numberOfDays: integer('number_of_days').notNull(),
    dateRequested: calendarDate('date_requested'),
    dateApproved: calendarDate('date_approved').notNull(),
    reason: text('reason').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    createdById: integer('created_by_id'),
  },
  (t) => [
    ...contractAndAuthorKeys('approved_time_extensions', t),
    check('approved_time_extensions_days_positive', sql`${t.numberOfDays} > 0`),
  ],
);

/** A variation order: the contract's revised amount from `date_effective` (the latest one counts). */
export const variationOrders = pgTable(
  'variation_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: officeId(),
    contractId: integer('contract_id').notNull(),
    dateEffective: calendarDate('date_effective').notNull(),
    revisedAmount: money('revised_amount').notNull(),
    remarks: text('remarks').notNull().default(''),
    entryDate: entryDate(),
    createdById: integer('created_by_id'),
  },
  (t) => [
    ...contractAndAuthorKeys('variation_orders', t),
    check('variation_orders_amount_not_negative', sql`${t.revisedAmount} >= 0`),
  ],
);

/** A progress billing: the amount of that billing, not cumulative (DOMAIN.md "Money"). */
export const financialAccomplishments = pgTable(
  'financial_accomplishments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: officeId(),
    contractId: integer('contract_id').notNull(),
    billingDate: calendarDate('billing_date').notNull(),
    billingAmount: money('billing_amount').notNull(),
    remarks: text('remarks').notNull().default(''),
    entryDate: entryDate(),
    createdById: integer('created_by_id'),
  },
  (t) => [
    ...contractAndAuthorKeys('financial_accomplishments', t),
    unique('financial_accomplishments_contract_id_key').on(t.accountId, t.contractId, t.id),
    check('financial_accomplishments_amount_positive', sql`${t.billingAmount} > 0`),
  ],
);

/** Its name is how a unique violation is told apart from others (see mapUniqueViolation). */
export const PHYSICAL_FEATURE_NAME_UNIQUE_INDEX = 'physical_feature_names_account_name_unique';

/** A kind of physical feature an office builds ("Concrete canal lining", unit "l.m."). */
export const physicalFeatureNames = pgTable(
  'physical_feature_names',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: officeId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex(PHYSICAL_FEATURE_NAME_UNIQUE_INDEX).on(t.accountId, sql`lower(${t.name})`),
    unique('physical_feature_names_account_id_id_key').on(t.accountId, t.id),
  ],
);

/** A feature's cumulative quantity on a contract as of `accomplishment_date`. */
export const physicalFeatures = pgTable(
  'physical_features',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: officeId(),
    contractId: integer('contract_id').notNull(),
    physicalFeatureNameId: integer('physical_feature_name_id').notNull(),
    accomplishmentDate: calendarDate('accomplishment_date').notNull(),
    quantity: quantity('quantity').notNull(),
    entryDate: entryDate(),
    createdById: integer('created_by_id'),
  },
  (t) => [
    ...contractAndAuthorKeys('physical_features', t),
    // A name in use cannot be deleted (no action).
    foreignKey({
      name: 'physical_features_name_fk',
      columns: [t.accountId, t.physicalFeatureNameId],
      foreignColumns: [physicalFeatureNames.accountId, physicalFeatureNames.id],
    }),
    uniqueIndex('physical_features_contract_name_date_unique').on(t.contractId, t.physicalFeatureNameId, t.accomplishmentDate),
    check('physical_features_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);
