import {
  daysElapsed,
  validatePlannedContractRecordDate,
  validateScheduleNode,
  type IsoDate,
  type PhysicalSchedule,
  type PhysicalScheduleCreateInput,
  type PhysicalScheduleUpdateInput,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { physicalSchedules } from '../../../db/schema/contract-records.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import { isDatabaseId } from '../../../lib/http.js';
import type { ServiceDeps } from '../../../lib/deps.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { contractRecordsOf, contractWrite, requireContract, type ContractHead } from '../../contracts/contracts.service.js';
import { deleteRecord, insertRecord, scheduleNodes, updateRecord, type ScheduleNodeRecord } from '../record-tables.js';
import { lockRecordForChange, recordNotFound, requireRecord } from '../record-writes.js';

const objectType = 'physical_schedule';

const toPhysicalSchedule = (contract: Pick<ContractHead, 'startDate'>, row: ScheduleNodeRecord): PhysicalSchedule => ({
  id: row.id,
  day: daysElapsed(contract.startDate, row.date),
  date: row.date,
  accomplishment: row.accomplishment,
  contract: row.contractId,
});

/** Inside the write's transaction: the node against every other node of the contract (DOMAIN.md). */
async function checkNode(
  tx: Database,
  accountId: number,
  contract: ContractHead,
  node: { id?: number; date: IsoDate; accomplishment: number },
  dateField: 'date_effective' | 'as_of_date',
) {
  const { schedule } = await contractRecordsOf(tx, accountId, contract.id, ['schedule']);
  validateScheduleNode(schedule, node, { effectivity: contract.startDate });
  // Future dates are allowed in a schedule, within the contract's planned years (docs/decisions/014).
  validatePlannedContractRecordDate(dateField, 'Date effective', node.date, contract);
}

export function createPhysicalSchedulesService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  async function loadOrFail(actor: AuthActor, id: number): Promise<PhysicalSchedule> {
    const row = await requireRecord(scheduleNodes.find(db, actor.accountId, id));
    const contract = await requireContract(db, actor.accountId, row.contractId);
    return toPhysicalSchedule(contract, row);
  }

  /** Locks the contract (every write of its records queues behind it), then the node. */
  const lockNode = (tx: Database, actor: AuthActor, id: number) => lockRecordForChange(tx, actor, scheduleNodes, id, { now: now(), lockRow: true });

  return {
    getOne: (actor: AuthActor, id: number) => loadOrFail(actor, id),

    async listByContract(actor: AuthActor, contractId: number): Promise<PhysicalSchedule[]> {
      const contract = await requireContract(db, actor.accountId, contractId);
      return (await scheduleNodes.ofContracts(db, actor.accountId, [contract.id])).map((row) => toPhysicalSchedule(contract, row));
    },

    async create(actor: AuthActor, input: PhysicalScheduleCreateInput, ip: string | null): Promise<PhysicalSchedule> {
      if (!isDatabaseId(input.contract_id)) throw recordNotFound();
      const id = await contractWrite(db, now(), async (tx) => {
        const contract = await requireContract(tx, actor.accountId, input.contract_id, { lock: true });
        await checkNode(tx, actor.accountId, contract, { date: input.date_effective, accomplishment: input.accomplishment }, 'date_effective');
        const created = await insertRecord(tx, physicalSchedules, actor.accountId, {
          contractId: contract.id,
          dateEffective: input.date_effective,
          accomplishment: input.accomplishment,
          entryDate: now(),
          createdById: actor.userId,
        });
        await insertActorActivity(
          tx,
          actor,
          `Add physical schedule node: ${contract.contractNumber} ${input.date_effective} ${input.accomplishment}%`,
          { objectType, ip },
        );
        return created;
      });
      return loadOrFail(actor, id);
    },

    async update(actor: AuthActor, id: number, input: PhysicalScheduleUpdateInput, ip: string | null): Promise<PhysicalSchedule> {
      await contractWrite(db, now(), async (tx) => {
        const { contract, row } = await lockNode(tx, actor, id);
        const date = input.as_of_date ?? row.date;
        await checkNode(tx, actor.accountId, contract, { id, date, accomplishment: input.accomplishment }, 'as_of_date');
        await updateRecord(tx, physicalSchedules, actor.accountId, id, { dateEffective: date, accomplishment: input.accomplishment });
        await insertActorActivity(tx, actor, `Update physical schedule node: ${contract.contractNumber} ${date} ${input.accomplishment}%`, {
          objectType,
          ip,
        });
      });
      return loadOrFail(actor, id);
    },

    async remove(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      await contractWrite(db, now(), async (tx) => {
        const { contract, row } = await lockNode(tx, actor, id);
        await deleteRecord(tx, physicalSchedules, actor.accountId, id);
        await insertActorActivity(tx, actor, `Delete physical schedule node: ${contract.contractNumber} ${row.date} ${row.accomplishment}%`, {
          objectType,
          ip,
        });
      });
    },
  };
}
