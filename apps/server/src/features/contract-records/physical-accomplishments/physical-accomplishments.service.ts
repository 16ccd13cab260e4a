import {
  addDays,
  daysElapsed,
  fieldError,
  physicalAccomplishmentMessages as messages,
  todayInManila,
  validateAccomplishmentNode,
  validateNodeOutsideSuspensions,
  validateCompletionBeforeSuspensions,
  type IsoDate,
  type PhysicalAccomplishment,
  type PhysicalAccomplishmentCreateInput,
  type PhysicalAccomplishmentUpdateInput,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { physicalAccomplishments } from '../../../db/schema/contract-records.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import { isDatabaseId } from '../../../lib/http.js';
import type { ServiceDeps } from '../../../lib/deps.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { contractRecordsOf, contractWrite, requireContract, type ContractHead } from '../../contracts/contracts.service.js';
import { accomplishmentNodes, deleteRecord, insertRecord, updateRecord, type ScheduleNodeRecord } from '../record-tables.js';
import { lockRecordForChange, recordNotFound, requireRecord } from '../record-writes.js';

const objectType = 'physical_accomplishment';

const toPhysicalAccomplishment = (contract: Pick<ContractHead, 'startDate'>, row: ScheduleNodeRecord): PhysicalAccomplishment => ({
  id: row.id,
  day: daysElapsed(contract.startDate, row.date),
  date: row.date,
  entry_date: row.entryDate.toISOString(),
  accomplishment: row.accomplishment,
});

/**
 * Inside the write's transaction: the node against every other node (future,
 * before E, 0–100, duplicate date, cumulative order) and every suspension
 * (no node inside one, no 100 % before one), DOMAIN.md.
 */
async function checkNode(
  tx: Database,
  accountId: number,
  contract: ContractHead,
  node: { id?: number; date: IsoDate; accomplishment: number },
  today: IsoDate,
) {
  const { accomplishments, suspensions } = await contractRecordsOf(tx, accountId, contract.id, ['accomplishments', 'suspensions']);
  validateAccomplishmentNode(accomplishments, node, { effectivity: contract.startDate, today });
  validateNodeOutsideSuspensions(suspensions, node.date);
  validateCompletionBeforeSuspensions(suspensions, node);
}

export function createPhysicalAccomplishmentsService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  async function loadOrFail(actor: AuthActor, id: number): Promise<PhysicalAccomplishment> {
    const row = await requireRecord(accomplishmentNodes.find(db, actor.accountId, id));
    const contract = await requireContract(db, actor.accountId, row.contractId);
    return toPhysicalAccomplishment(contract, row);
  }

  /** Locks the contract, then the node; applies the one-day window (403 with the spec's message). */
  const lockChangeable = (tx: Database, actor: AuthActor, id: number, refusal: string) =>
    lockRecordForChange(tx, actor, accomplishmentNodes, id, { now: now(), refusal, lockRow: true });

  return {
    getOne: (actor: AuthActor, id: number) => loadOrFail(actor, id),

    async listByContract(actor: AuthActor, contractId: number): Promise<PhysicalAccomplishment[]> {
      const contract = await requireContract(db, actor.accountId, contractId);
      return (await accomplishmentNodes.ofContracts(db, actor.accountId, [contract.id])).map((row) => toPhysicalAccomplishment(contract, row));
    },

    async create(actor: AuthActor, input: PhysicalAccomplishmentCreateInput, ip: string | null): Promise<PhysicalAccomplishment> {
      if (!isDatabaseId(input.contract_id)) throw recordNotFound();
      const clock = now();
      if (input.overwrite_day_elapsed !== undefined && input.overwrite_day_elapsed !== null) {
        // The spec's client asks for the initial (day 0, 0 %) node. Every curve starts there
        // (DOMAIN.md), and no date on or after E sits at day 0, so it is answered, not stored.
        if (input.overwrite_day_elapsed !== 0) throw fieldError('overwrite_day_elapsed', messages.dayZeroOnly);
        if (input.accomplishment !== 0) throw fieldError('accomplishment', messages.dayZeroOnlyZero);
        const contract = await requireContract(db, actor.accountId, input.contract_id);
        return { id: 0, day: 0, date: addDays(contract.startDate, -1), entry_date: clock.toISOString(), accomplishment: 0 };
      }
      const today = todayInManila(clock);
      const date = input.overwrite_as_of_date ?? today;
      const id = await contractWrite(db, now(), async (tx) => {
        const contract = await requireContract(tx, actor.accountId, input.contract_id, { lock: true });
        await checkNode(tx, actor.accountId, contract, { date, accomplishment: input.accomplishment }, today);
        const created = await insertRecord(tx, physicalAccomplishments, actor.accountId, {
          contractId: contract.id,
          asOfDate: date,
          accomplishment: input.accomplishment,
          // The window runs from the server's clock, never the client's.
          entryDate: clock,
          createdById: actor.userId,
        });
        await insertActorActivity(tx, actor, `Add physical accomplishment node: ${contract.contractNumber} ${date} ${input.accomplishment}%`, {
          objectType,
          ip,
        });
        return created;
      });
      return loadOrFail(actor, id);
    },

    async update(actor: AuthActor, id: number, input: PhysicalAccomplishmentUpdateInput, ip: string | null): Promise<PhysicalAccomplishment> {
      await contractWrite(db, now(), async (tx) => {
        const { contract, row } = await lockChangeable(tx, actor, id, messages.cannotEdit);
        const date = input.as_of_date ?? row.date;
        await checkNode(tx, actor.accountId, contract, { id, date, accomplishment: input.accomplishment }, todayInManila(now()));
        await updateRecord(tx, physicalAccomplishments, actor.accountId, id, { asOfDate: date, accomplishment: input.accomplishment });
        await insertActorActivity(tx, actor, `Update physical accomplishment node: ${contract.contractNumber} ${date} ${input.accomplishment}%`, {
          objectType,
          ip,
        });
      });
      return loadOrFail(actor, id);
    },

    async remove(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      await contractWrite(db, now(), async (tx) => {
        const { contract, row } = await lockChangeable(tx, actor, id, messages.cannotDelete);
        await deleteRecord(tx, physicalAccomplishments, actor.accountId, id);
        await insertActorActivity(tx, actor, `Delete physical accomplishment node: ${contract.contractNumber} ${row.date} ${row.accomplishment}%`, {
          objectType,
          ip,
        });
      });
    },
  };
}
