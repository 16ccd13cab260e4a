import {
  todayInManila,
  validateOnOrAfterContractStart,
  validateTimeExtensionDates,
  validateTimeExtensionDays,
  type TimeExtensionCreateInput,
  type TimeExtensionItem,
  type TimeExtensionUpdateInput,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { approvedTimeExtensions } from '../../../db/schema/contract-records.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import type { ServiceDeps } from '../../../lib/deps.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { contractRecordsOf, contractWrite, requireContract } from '../../contracts/contracts.service.js';
import { deleteRecord, insertRecord, timeExtensionRecords, updateRecord, type TimeExtensionRecord } from '../record-tables.js';
import { requireRecord } from '../record-writes.js';

const objectType = 'approved_time_extension';

const toItem = (row: TimeExtensionRecord): TimeExtensionItem => ({
  id: row.id,
  contract: row.contractId,
  number_of_days: row.numberOfDays,
  date_requested: row.dateRequested,
  date_approved: row.dateApproved,
  reason: row.reason,
  created_on: row.createdOn.toISOString(),
  updated_on: row.updatedOn.toISOString(),
});

const daysText = (days: number) => `${days} day${days === 1 ? '' : 's'}`;

export function createTimeExtensionsService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  const loadOrFail = (dbOrTx: Database, actor: AuthActor, id: number) => requireRecord(timeExtensionRecords.find(dbOrTx, actor.accountId, id));

  const values = (input: TimeExtensionUpdateInput) => ({
    numberOfDays: input.number_of_days,
    dateRequested: input.date_requested,
    dateApproved: input.date_approved,
    reason: input.reason,
  });

  return {
    async listByContract(actor: AuthActor, contractId: number): Promise<TimeExtensionItem[]> {
      const contract = await requireContract(db, actor.accountId, contractId);
      const records = await contractRecordsOf(db, actor.accountId, contract.id, ['timeExtensions']);
      return records.timeExtensions.map(toItem);
    },

    getOne: async (actor: AuthActor, id: number): Promise<TimeExtensionItem> => toItem(await loadOrFail(db, actor, id)),

    async create(actor: AuthActor, input: TimeExtensionCreateInput, ip: string | null): Promise<TimeExtensionItem> {
      validateTimeExtensionDays(input.number_of_days);
      validateTimeExtensionDates({ dateRequested: input.date_requested, dateApproved: input.date_approved }, todayInManila(now()));
      const id = await contractWrite(db, now(), async (tx) => {
        const contract = await requireContract(tx, actor.accountId, input.contract_id, { lock: true });
        // Approved on or after the request, so both are then on or after the start.
        validateOnOrAfterContractStart('date_requested', 'Date requested', input.date_requested, contract.startDate);
        const createdOn = now();
        const created = await insertRecord(tx, approvedTimeExtensions, actor.accountId, {
          ...values(input),
          contractId: contract.id,
          createdOn,
          updatedOn: createdOn,
          createdById: actor.userId,
        });
        await insertActorActivity(tx, actor, `Add time extension of ${daysText(input.number_of_days)} to contract ${contract.contractNumber}`, { objectType, ip });
        return created;
      });
      return toItem(await loadOrFail(db, actor, id));
    },

    async update(actor: AuthActor, id: number, input: TimeExtensionUpdateInput, ip: string | null): Promise<TimeExtensionItem> {
      const existing = await loadOrFail(db, actor, id);
      validateTimeExtensionDays(input.number_of_days);
      validateTimeExtensionDates({ dateRequested: input.date_requested, dateApproved: input.date_approved }, todayInManila(now()));
      await contractWrite(db, now(), async (tx) => {
        const contract = await requireContract(tx, actor.accountId, existing.contractId, { lock: true });
        await loadOrFail(tx, actor, id);
        validateOnOrAfterContractStart('date_requested', 'Date requested', input.date_requested, contract.startDate);
        await updateRecord(tx, approvedTimeExtensions, actor.accountId, id, { ...values(input), updatedOn: now() });
        await insertActorActivity(tx, actor, `Update time extension of ${daysText(input.number_of_days)} of contract ${contract.contractNumber}`, { objectType, ip });
      });
      return toItem(await loadOrFail(db, actor, id));
    },

    async remove(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      const existing = await loadOrFail(db, actor, id);
      await contractWrite(db, now(), async (tx) => {
        const contract = await requireContract(tx, actor.accountId, existing.contractId, { lock: true });
        const row = await loadOrFail(tx, actor, id);
        await deleteRecord(tx, approvedTimeExtensions, actor.accountId, id);
        await insertActorActivity(tx, actor, `Delete time extension of ${daysText(row.numberOfDays)} of contract ${contract.contractNumber}`, { objectType, ip });
      });
    },
  };
}
