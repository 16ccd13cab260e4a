import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { coordinate } from './columns.js';
import { financialAccomplishments, physicalAccomplishments } from './contract-records.js';
import { contracts } from './projects.js';
import { users } from './users.js';

/**
 * A site photo of a contract (issue 21): the evidence as columns — where and
 * when it was taken, each with its source — and the storage keys of the
 * original (kept private) and of the three copies served without metadata.
 * It goes with its contract; a link to an accomplishment entry or billing of
 * the same contract is cleared when that record goes (migration 0009 writes
 * `ON DELETE SET NULL (column)`, which drizzle cannot say).
 */
export const contractPhotos = pgTable(
  'contract_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id').notNull(),
    stage: text('stage').notNull(),
    caption: text('caption').notNull().default(''),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    takenAtSource: text('taken_at_source'),
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),
    locationSource: text('location_source'),
    /** SHA-256 (hex) of the original file: the storage key of the original too. */
    sha256: text('sha256').notNull(),
    originalType: text('original_type').notNull(),
    bytes: integer('bytes').notNull(),
    servedKey: text('served_key').notNull(),
    previewKey: text('preview_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    physicalAccomplishmentId: integer('physical_accomplishment_id'),
    financialAccomplishmentId: integer('financial_accomplishment_id'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedById: integer('uploaded_by_id'),
  },
  (t) => [
    index('contract_photos_contract_idx').on(t.contractId),
    index('contract_photos_account_sha256_idx').on(t.accountId, t.sha256),
    foreignKey({ name: 'contract_photos_contract_fk', columns: [t.accountId, t.contractId], foreignColumns: [contracts.accountId, contracts.id] }).onDelete('cascade'),
    foreignKey({ name: 'contract_photos_uploaded_by_fk', columns: [t.accountId, t.uploadedById], foreignColumns: [users.accountId, users.id] }),
    foreignKey({
      name: 'contract_photos_physical_accomplishment_fk',
      columns: [t.accountId, t.contractId, t.physicalAccomplishmentId],
      foreignColumns: [physicalAccomplishments.accountId, physicalAccomplishments.contractId, physicalAccomplishments.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'contract_photos_financial_accomplishment_fk',
      columns: [t.accountId, t.contractId, t.financialAccomplishmentId],
      foreignColumns: [financialAccomplishments.accountId, financialAccomplishments.contractId, financialAccomplishments.id],
    }).onDelete('set null'),
    check('contract_photos_stage', sql`${t.stage} in ('before', 'mobilization', 'monthly_progress', 'completion', 'warranty')`),
    check('contract_photos_taken_at_source', sql`(${t.takenAt} is null) = (${t.takenAtSource} is null) and ${t.takenAtSource} in ('photo', 'device', 'typed')`),
    check(
      'contract_photos_location',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null) = (${t.locationSource} is null) and ${t.locationSource} in ('photo', 'device', 'typed') and ${t.latitude} between -180 and 180 and ${t.longitude} between -180 and 180`,
    ),
    check('contract_photos_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('contract_photos_sizes', sql`${t.bytes} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
);
