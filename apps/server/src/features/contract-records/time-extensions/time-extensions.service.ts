import {
  AppError,
  todayInManila,
  validateOnOrAfterContractStart,
  validateTimeExtensionDates,
  validateTimeExtensionDays,
  type TimeExtensionCreateInput,
  type TimeExtensionItem,
  type TimeExtensionUpdateInput,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import type { ServiceDeps } from '../../../lib/deps.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { NOT_FOUND } from '../../../plugins/error-handler.js';
import { contractRecordsOf, requireContract } from '../../contracts/contracts.service.js';
import {
  deleteTimeExtension,
  findTimeExtension,
  insertTimeExtension,
  updateTimeExtension,
  type TimeExtensionRow,
} from './time-extensions.repository.js';

const objectType = 'approved_time_extension';

const toItem = (row: Omit<TimeExtensionRow, 'contractId'>, contractId: number): TimeExtensionItem => ({
  id: row.id,
  contract: contractId,
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

  async function loadOrFail(dbOrTx: Database, actor: AuthActor, id: number): Promise<TimeExtensionRow> {
    const row = await findTimeExtension(dbOrTx, actor.accountId, id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return row;
  }

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
      return records.timeExtensions.map((extension) => toItem(extension, contract.id));
    },

    async getOne(actor: AuthActor, id: number): Promise<TimeExtensionItem> {
      const row = await loadOrFail(db, actor, id);
      return toItem(row, row.contractId);
    },

    async create(actor: AuthActor, input: TimeExtensionCreateInput, ip: string | null): Promise<TimeExtensionItem> {
      validateTimeExtensionDays(input.number_of_days);
      validateTimeExtensionDates({ dateRequested: input.date_requested, dateApproved: input.date_approved }, todayInManila(now()));
      const id = await db.transaction(async (tx) => {
        const contract = await requireContract(tx, actor.accountId, input.contract_id, { lock: true });
        // Approved on or after the request, so both are then on or after the start.
        validateOnOrAfterContractStart('date_requested', 'Date requested', input.date_requested, contract.startDate);
        const created = await insertTimeExtension(tx, actor.accountId, {
          ...values(input),
          contractId: contract.id,
          createdOn: now(),
          createdById: actor.userId,
        });
        await insertActorActivity(tx, actor, `Add time extension of ${daysText(input.number_of_days)} to contract ${contract.contractNumber}`, { objectType, ip });
        return created;
      });
      return toItem(await loadOrFail(db, actor, id), input.contract_id);
    },

    async update(actor: AuthActor, id: number, input: TimeExtensionUpdateInput, ip: string | null): Promise<TimeExtensionItem> {
      const existing = await loadOrFail(db, actor, id);
      validateTimeExtensionDays(input.number_of_days);
      validateTimeExtensionDates({ dateRequested: input.date_requested, dateApproved: input.date_approved }, todayInManila(now()));
      await db.transaction(async (tx) => {
        const contract = await requireContract(tx, actor.accountId, existing.contractId, { lock: true });
        await loadOrFail(tx, actor, id);
        validateOnOrAfterContractStart('date_requested', 'Date requested', input.date_requested, contract.startDate);
        await updateTimeExtension(tx, actor.accountId, id, { ...values(input), updatedOn: now() });
        await insertActorActivity(tx, actor, `Update time extension of ${daysText(input.number_of_days)} of contract ${contract.contractNumber}`, { objectType, ip });
      });
      const row = await loadOrFail(db, actor, id);
      return toItem(row, row.contractId);
    },

    async remove(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      const existing = await loadOrFail(db, actor, id);
      await db.transaction(async (tx) => {
        const contract = await requireContract(tx, actor.accountId, existing.contractId, { lock: true });
        const row = await loadOrFail(tx, actor, id);
        await deleteTimeExtension(tx, actor.accountId, id);
        await insertActorActivity(tx, actor, `Delete time extension of ${daysText(row.numberOfDays)} of contract ${contract.contractNumber}`, { objectType, ip });
      });
    },
  };
}
