import {
  AppError,
  featureQuantityAsOf,
  fieldError,
  physicalFeatureMessages as messages,
  refusalFor,
  todayInManila,
  validateFeatureAccomplishment,
  validateFeatureAccomplishmentDate,
  validateOnOrAfterContractStart,
  type ContractFeatureSummary,
  type FeatureAccomplishmentCreateInput,
  type FeatureAccomplishmentItem,
  type FeatureAccomplishmentUpdateInput,
  type PhysicalFeatureName,
  type PhysicalFeatureNameInput,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { foreignKeyViolationConstraint } from '../../../db/errors.js';
import { PHYSICAL_FEATURE_NAME_UNIQUE_INDEX, physicalFeatureNames, physicalFeatures } from '../../../db/schema/contract-records.js';
import { mapUniqueViolation } from '../../../db/unique-violations.js';
import { requireAccess } from '../../../lib/access.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import type { ServiceDeps } from '../../../lib/deps.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { contractWrite, requireContract } from '../../contracts/contracts.service.js';
import { deleteRecord, featureEntryRecords, insertRecord, updateRecord, type FeatureEntryRecord } from '../record-tables.js';
import { lockRecordForChange, requireRecord } from '../record-writes.js';
import {
  deleteFeatureName,
  findFeatureName,
  findFeatureNameByName,
  insertFeatureName,
  isFeatureNameInUse,
  listFeatureEntries,
  listFeatureNames,
  updateFeatureName,
} from './physical-features.repository.js';

const NAME_FK = 'physical_features_name_fk';
const ENTRY_DATE_UNIQUE_INDEX = 'physical_features_contract_name_date_unique';

const toEntry = (row: FeatureEntryRecord): FeatureAccomplishmentItem => ({
  id: row.id,
  contract_id: row.contractId,
  physical_feature_name_id: row.physicalFeatureNameId,
  accomplishment_date: row.accomplishmentDate,
  quantity: row.quantity,
  entry_date: row.entryDate.toISOString(),
});

const asValidatorEntry = (row: FeatureEntryRecord) => ({ id: row.id, accomplishmentDate: row.accomplishmentDate, quantity: row.quantity });

export function createPhysicalFeaturesService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  const nameOrFail = (dbOrTx: Database, actor: AuthActor, id: number): Promise<PhysicalFeatureName> =>
    requireRecord(findFeatureName(dbOrTx, actor.accountId, id));

  const entryOrFail = (actor: AuthActor, id: number) => requireRecord(featureEntryRecords.find(db, actor.accountId, id));

  async function refuseDuplicateName(dbOrTx: Database, actor: AuthActor, name: string, exceptId?: number) {
    const existing = await findFeatureNameByName(dbOrTx, actor.accountId, name);
    if (existing && existing.id !== exceptId) throw fieldError('name', messages.nameTaken);
  }

  /** Locks the entry's contract and applies the one-day window (403 with the spec's message). */
  const lockChangeable = (tx: Database, actor: AuthActor, id: number) =>
    lockRecordForChange(tx, actor, featureEntryRecords, id, { now: now(), refusal: refusalFor('features.editAnyTime') });

  return {
    // ── Names ────────────────────────────────────────────────────────────
    listNames: (actor: AuthActor) => listFeatureNames(db, actor.accountId),

    getName: (actor: AuthActor, id: number) => nameOrFail(db, actor, id),

    async createName(actor: AuthActor, input: PhysicalFeatureNameInput, ip: string | null): Promise<PhysicalFeatureName> {
      await refuseDuplicateName(db, actor, input.name);
      const id = await db
        .transaction(async (tx) => {
          const created = await insertFeatureName(tx, actor.accountId, input);
          await insertActorActivity(tx, actor, `Add physical feature ${input.name}`, { objectType: 'physical_feature_name', ip });
          return created;
        })
        .catch((error: unknown) => mapUniqueViolation(error, { [PHYSICAL_FEATURE_NAME_UNIQUE_INDEX]: ['name', messages.nameTaken] }));
      return nameOrFail(db, actor, id);
    },

    async updateName(actor: AuthActor, id: number, input: PhysicalFeatureNameInput, ip: string | null): Promise<PhysicalFeatureName> {
      await nameOrFail(db, actor, id);
      await refuseDuplicateName(db, actor, input.name, id);
      await db
        .transaction(async (tx) => {
          await updateFeatureName(tx, actor.accountId, id, input);
          await insertActorActivity(tx, actor, `Update physical feature ${input.name}`, { objectType: 'physical_feature_name', ip });
        })
        .catch((error: unknown) => mapUniqueViolation(error, { [PHYSICAL_FEATURE_NAME_UNIQUE_INDEX]: ['name', messages.nameTaken] }));
      return nameOrFail(db, actor, id);
    },

    async removeName(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      const name = await nameOrFail(db, actor, id);
      if (await isFeatureNameInUse(db, actor.accountId, id)) throw new AppError('VALIDATION', messages.nameInUse);
      try {
        await db.transaction(async (tx) => {
          await deleteFeatureName(tx, actor.accountId, id);
          await insertActorActivity(tx, actor, `Delete physical feature ${name.name}`, { objectType: 'physical_feature_name', ip });
        });
      } catch (error) {
        // An entry added meanwhile: the foreign key decides.
        if (foreignKeyViolationConstraint(error) === NAME_FK) throw new AppError('VALIDATION', messages.nameInUse);
        throw error;
      }
    },

    // ── Feature accomplishments ──────────────────────────────────────────
    /** One row per feature name used on the contract, with its quantity as of today. */
    async contractSummary(actor: AuthActor, contractId: number): Promise<ContractFeatureSummary[]> {
      const contract = await requireContract(db, actor.accountId, contractId);
      const [entries, names] = [await listFeatureEntries(db, actor.accountId, contract.id), await listFeatureNames(db, actor.accountId)];
      const today = todayInManila(now());
      return names
        .map((name) => ({ name, entries: entries.filter((entry) => entry.physicalFeatureNameId === name.id) }))
        .filter(({ entries: used }) => used.length > 0)
        .map(({ name, entries: used }) => ({
          name_id: name.id,
          name: name.name,
          description: name.description,
          quantity: featureQuantityAsOf(used.map(asValidatorEntry), today),
          unit: name.unit,
        }));
    },

    async entriesOf(actor: AuthActor, contractId: number, nameId: number): Promise<FeatureAccomplishmentItem[]> {
      const contract = await requireContract(db, actor.accountId, contractId);
      await nameOrFail(db, actor, nameId);
      return (await listFeatureEntries(db, actor.accountId, contract.id, nameId)).map(toEntry);
    },

    async latestQuantity(actor: AuthActor, contractId: number, nameId: number): Promise<number> {
      const contract = await requireContract(db, actor.accountId, contractId);
      await nameOrFail(db, actor, nameId);
      const entries = await listFeatureEntries(db, actor.accountId, contract.id, nameId);
      return featureQuantityAsOf(entries.map(asValidatorEntry), todayInManila(now()));
    },

    getEntry: async (actor: AuthActor, id: number) => toEntry(await entryOrFail(actor, id)),

    async createEntry(actor: AuthActor, input: FeatureAccomplishmentCreateInput, ip: string | null): Promise<FeatureAccomplishmentItem> {
      await requireAccess(db, actor.accountId, physicalFeatureNames, [input.physical_feature_name_id]);
      validateFeatureAccomplishmentDate(input.accomplishment_date, todayInManila(now()));
      const id = await contractWrite(db, now(), async (tx) => {
        const contract = await requireContract(tx, actor.accountId, input.contract_id, { lock: true });
        validateOnOrAfterContractStart('accomplishment_date', 'Accomplishment date', input.accomplishment_date, contract.startDate);
        const name = await nameOrFail(tx, actor, input.physical_feature_name_id);
        const siblings = await listFeatureEntries(tx, actor.accountId, contract.id, name.id);
        if (siblings.some((entry) => entry.accomplishmentDate === input.accomplishment_date)) {
          throw fieldError('accomplishment_date', messages.dateTaken(input.accomplishment_date));
        }
        validateFeatureAccomplishment(siblings.map(asValidatorEntry), { accomplishmentDate: input.accomplishment_date, quantity: input.quantity });
        const created = await insertRecord(tx, physicalFeatures, actor.accountId, {
          contractId: contract.id,
          physicalFeatureNameId: name.id,
          accomplishmentDate: input.accomplishment_date,
          quantity: input.quantity,
          entryDate: now(),
          createdById: actor.userId,
        });
        await insertActorActivity(tx, actor, `Add ${input.quantity} ${name.unit} of ${name.name} to contract ${contract.contractNumber}`, { objectType: 'physical_feature', ip });
        return created;
      })
      .catch((error: unknown) =>
        mapUniqueViolation(error, { [ENTRY_DATE_UNIQUE_INDEX]: ['accomplishment_date', messages.dateTaken(input.accomplishment_date)] }),
      );
      return toEntry(await entryOrFail(actor, id));
    },

    async updateEntry(actor: AuthActor, id: number, input: FeatureAccomplishmentUpdateInput, ip: string | null): Promise<FeatureAccomplishmentItem> {
      await contractWrite(db, now(), async (tx) => {
        const { row, contract } = await lockChangeable(tx, actor, id);
        const siblings = await listFeatureEntries(tx, actor.accountId, contract.id, row.physicalFeatureNameId);
        validateFeatureAccomplishment(siblings.map(asValidatorEntry), { id, accomplishmentDate: row.accomplishmentDate, quantity: input.quantity });
        await updateRecord(tx, physicalFeatures, actor.accountId, id, { quantity: input.quantity });
        const name = await nameOrFail(tx, actor, row.physicalFeatureNameId);
        await insertActorActivity(tx, actor, `Update ${name.name} of contract ${contract.contractNumber} to ${input.quantity} ${name.unit}`, { objectType: 'physical_feature', ip });
      });
      return toEntry(await entryOrFail(actor, id));
    },

    async removeEntry(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      await contractWrite(db, now(), async (tx) => {
        const { row, contract } = await lockChangeable(tx, actor, id);
        const name = await nameOrFail(tx, actor, row.physicalFeatureNameId);
        await deleteRecord(tx, physicalFeatures, actor.accountId, id);
        await insertActorActivity(tx, actor, `Delete ${name.name} entry of ${row.accomplishmentDate} of contract ${contract.contractNumber}`, { objectType: 'physical_feature', ip });
      });
    },
  };
}
