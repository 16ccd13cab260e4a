import {
  completionDate,
  daysSuspended,
  resumedOn,
  suspendedOn,
  todayInManila,
  validatePlannedContractRecordDate,
  validateResumeOrder,
  validateResumeOrderRemoval,
  validateSuspensionLeavesNodes,
  validateSuspensionOrder,
  type ResumeOrder,
  type ResumeOrderCreateInput,
  type SuspensionOrder,
  type SuspensionOrderCreateInput,
  type SuspensionResumption,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { suspensionOrders } from '../../../db/schema/contract-records.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import { isDatabaseId } from '../../../lib/http.js';
import type { ServiceDeps } from '../../../lib/deps.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { contractRecordsOf, contractWrite, requireContract } from '../../contracts/contracts.service.js';
import { deleteRecord, insertRecord, suspensionRecords, type SuspensionRecord } from '../record-tables.js';
import { recordNotFound as notFound } from '../record-writes.js';
import { deleteResumeOrder, findResumeOrder, insertResumeOrder, listResumeOrders } from './suspension-orders.repository.js';

const toSuspensionOrder = (contractId: number, record: SuspensionRecord): SuspensionOrder => ({
  id: record.id,
  date_effective: record.dateEffective,
  reason: record.reason,
  remarks: record.remarks,
  contract: contractId,
  resume_order: record.resumeOrder
    ? { id: record.resumeOrder.id, date_effective: record.resumeOrder.dateEffective, remarks: record.resumeOrder.remarks, suspension_order: record.id }
    : null,
});

/** The contract's suspensions and accomplishment node dates, read inside the write's transaction. */
async function siblings(tx: Database, accountId: number, contractId: number) {
  const { suspensions, accomplishments } = await contractRecordsOf(tx, accountId, contractId, ['suspensions', 'accomplishments']);
  return { suspensions, accomplishments, nodeDates: accomplishments.map((node) => node.date) };
}

export function createSuspensionOrdersService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  async function suspensionsOf(actor: AuthActor, contractId: number) {
    await requireContract(db, actor.accountId, contractId);
    return (await contractRecordsOf(db, actor.accountId, contractId, ['suspensions'])).suspensions;
  }

  async function suspensionOrderOf(actor: AuthActor, contractId: number, id: number): Promise<SuspensionOrder> {
    const record = (await contractRecordsOf(db, actor.accountId, contractId, ['suspensions'])).suspensions.find((s) => s.id === id);
    if (!record) throw notFound();
    return toSuspensionOrder(contractId, record);
  }

  return {
    async listByContract(actor: AuthActor, contractId: number): Promise<SuspensionOrder[]> {
      return (await suspensionsOf(actor, contractId)).map((record) => toSuspensionOrder(contractId, record));
    },

    /** suspended_on, resumed_on and days_suspended as of today (Asia/Manila), from the domain. */
    async suspensionResumption(actor: AuthActor, contractId: number): Promise<SuspensionResumption[]> {
      const contract = await requireContract(db, actor.accountId, contractId);
      const today = todayInManila(now());
      const { suspensions } = await contractRecordsOf(db, actor.accountId, contractId, ['suspensions']);
      return suspensions.map((record) => ({
        id: record.id,
        date_effective: record.dateEffective,
        resume_date: record.resumptionDate,
        suspended_on: suspendedOn(contract.startDate, record),
        resumed_on: resumedOn(contract.startDate, record, today),
        days_suspended: daysSuspended(record, today),
      }));
    },

    async listResumeOrders(actor: AuthActor, contractId: number): Promise<ResumeOrder[]> {
      await requireContract(db, actor.accountId, contractId);
      return (await listResumeOrders(db, actor.accountId, contractId)).map((row) => ({
        id: row.id,
        date_effective: row.dateEffective,
        remarks: row.remarks,
        suspension_order: row.suspensionOrderId,
      }));
    },

    async createSuspension(actor: AuthActor, input: SuspensionOrderCreateInput, ip: string | null): Promise<SuspensionOrder> {
      if (!isDatabaseId(input.contract_id)) throw notFound();
      const id = await contractWrite(db, now(), async (tx) => {
        const contract = await requireContract(tx, actor.accountId, input.contract_id, { lock: true });
        const { suspensions, accomplishments, nodeDates } = await siblings(tx, actor.accountId, contract.id);
        // With a resume date the suspension is checked as the closed period [S, R) by the same rules
        // the resume order and the engine's guard use; without one it is still running.
        const resumptionDate = input.resume_date ?? null;
        validateSuspensionOrder(suspensions, input.date_effective, contract.startDate, {
          completionDate: completionDate(accomplishments),
          resumptionDate,
        });
        validateSuspensionLeavesNodes({ dateEffective: input.date_effective, resumptionDate }, nodeDates);
        validatePlannedContractRecordDate('date_effective', 'Date effective', input.date_effective, contract);
        if (resumptionDate) validatePlannedContractRecordDate('resume_date', 'Resumed on', resumptionDate, contract);
        const created = await insertRecord(tx, suspensionOrders, actor.accountId, {
          contractId: contract.id,
          dateEffective: input.date_effective,
          reason: input.reason,
          remarks: input.remarks,
          entryDate: now(),
          createdById: actor.userId,
        });
        await insertActorActivity(tx, actor, `Add suspension order: ${contract.contractNumber} ${input.date_effective}`, {
          objectType: 'suspension_order',
          ip,
        });
        if (resumptionDate) {
          await insertResumeOrder(tx, actor.accountId, {
            suspensionOrderId: created,
            dateEffective: resumptionDate,
            remarks: input.resume_remarks,
            entryDate: now(),
            createdById: actor.userId,
          });
          await insertActorActivity(
            tx,
            actor,
            `Add resume order: ${contract.contractNumber} ${resumptionDate} (suspended ${input.date_effective})`,
            { objectType: 'resume_order', ip },
          );
        }
        return created;
      });
      return suspensionOrderOf(actor, input.contract_id, id);
    },

    async removeSuspension(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      const head = await suspensionRecords.find(db, actor.accountId, id);
      if (!head) throw notFound();
      await contractWrite(db, now(), async (tx) => {
        const contract = await requireContract(tx, actor.accountId, head.contractId, { lock: true });
        if (!(await suspensionRecords.find(tx, actor.accountId, id))) throw notFound();
        await deleteRecord(tx, suspensionOrders, actor.accountId, id);
        await insertActorActivity(tx, actor, `Delete suspension order: ${contract.contractNumber} ${head.dateEffective}`, {
          objectType: 'suspension_order',
          ip,
        });
      });
    },

    async createResume(actor: AuthActor, input: ResumeOrderCreateInput, ip: string | null): Promise<ResumeOrder> {
      if (!isDatabaseId(input.suspension_order_id)) throw notFound();
      const head = await suspensionRecords.find(db, actor.accountId, input.suspension_order_id);
      if (!head) throw notFound();
      return contractWrite(db, now(), async (tx) => {
        const contract = await requireContract(tx, actor.accountId, head.contractId, { lock: true });
        const { suspensions, nodeDates } = await siblings(tx, actor.accountId, contract.id);
        const suspension = suspensions.find((s) => s.id === head.id);
        if (!suspension) throw notFound();
        validateResumeOrder(suspension, input.date_effective, suspensions);
        validateSuspensionLeavesNodes({ dateEffective: suspension.dateEffective, resumptionDate: input.date_effective }, nodeDates);
        validatePlannedContractRecordDate('date_effective', 'Date effective', input.date_effective, contract);
        const created = await insertResumeOrder(tx, actor.accountId, {
          suspensionOrderId: suspension.id,
          dateEffective: input.date_effective,
          remarks: input.remarks,
          entryDate: now(),
          createdById: actor.userId,
        });
        await insertActorActivity(
          tx,
          actor,
          `Add resume order: ${contract.contractNumber} ${input.date_effective} (suspended ${suspension.dateEffective})`,
          { objectType: 'resume_order', ip },
        );
        return { id: created, date_effective: input.date_effective, remarks: input.remarks, suspension_order: suspension.id };
      });
    },

    async removeResume(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      const head = await findResumeOrder(db, actor.accountId, id);
      if (!head) throw notFound();
      await contractWrite(db, now(), async (tx) => {
        const contract = await requireContract(tx, actor.accountId, head.contractId, { lock: true });
        const { suspensions, nodeDates } = await siblings(tx, actor.accountId, contract.id);
        const suspension = suspensions.find((s) => s.resumeOrder?.id === id);
        if (!suspension) throw notFound();
        validateResumeOrderRemoval(suspension, suspensions, nodeDates);
        await deleteResumeOrder(tx, actor.accountId, id);
        await insertActorActivity(tx, actor, `Delete resume order: ${contract.contractNumber} ${head.dateEffective}`, {
          objectType: 'resume_order',
          ip,
        });
      });
    },
  };
}
