import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import type { ContractFigures, FiguresOrRecordsError } from '@subaybay/domain';
import { accounts } from './accounts.js';
import { calendarDate } from './columns.js';
import { contracts } from './projects.js';

/**
 * Each contract's figures as of one Manila day, kept ready so that the
 * dashboard and the contract lists read one row per contract instead of every
 * record (docs/decisions/035). `figures` is what the domain's
 * `figuresOrRecordsError(contractFigures(…))` answered for the records the
 * lists read (money in centavos, JSON integers, which jsonb keeps exactly as
 * numeric). NULL figures mean the contract's records changed since: the
 * triggers of the migration that made this table set them NULL and add one to
 * `generation` in the statement that changes a record, so a row is never
 * stale, and a store only lands on the generation it read (no reader can put
 * back figures older than a change).
 */
export const contractFigures = pgTable(
  'contract_figures',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id').notNull(),
    /** The Manila day the figures are for; NULL while stale. */
    asOf: calendarDate('as_of'),
    figures: jsonb('figures').$type<FiguresOrRecordsError<ContractFigures>>(),
    computedAt: timestamp('computed_at', { withTimezone: true }),
    /** How many times the contract's records changed under this row (the triggers count). */
    generation: integer('generation').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'contract_figures_pkey', columns: [t.accountId, t.contractId] }),
    foreignKey({ name: 'contract_figures_contract_fk', columns: [t.accountId, t.contractId], foreignColumns: [contracts.accountId, contracts.id] }).onDelete(
      'cascade',
    ),
    check('contract_figures_kept_whole', sql`(${t.figures} is null) = (${t.asOf} is null) and (${t.figures} is null) = (${t.computedAt} is null)`),
  ],
);
