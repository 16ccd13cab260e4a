import {
  billingPercentAccomplishments,
  can,
  centavosToPesos,
  daysElapsed,
  formatCentavos,
  refusalFor,
  requirePermission,
  revisedContractAmount,
  todayInManila,
  validateBilling,
  validateBillingDate,
  type BillingCreateInput,
  type BillingItem,
  type BillingUpdateInput,
  type IsoDate,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { financialAccomplishments } from '../../../db/schema/contract-records.js';
import { insertActorActivity, type BillingFigures } from '../../../lib/activity-log.js';
import type { ServiceDeps } from '../../../lib/deps.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { contractRecordsOf, contractWrite, requireContract, type ContractHead, type ContractRecords } from '../../contracts/contracts.service.js';
import { billingRecords, deleteRecord, insertRecord, updateRecord } from '../record-tables.js';
import { lockRecordForChange, recordNotFound, requireRecord } from '../record-writes.js';

const objectType = 'financial_accomplishment';

/**
 * The contract's billings as the API answers them: each with its cumulative
 * percent accomplishment against the revised contract amount in force on its
 * date (DOMAIN.md "Money") and its day elapsed.
 */
function billingItems(contract: ContractHead, records: Pick<ContractRecords, 'billings' | 'variationOrders'>): BillingItem[] {
  const percents = percentsOf(contract, records);
  return records.billings.map((billing, index) => ({
    id: billing.id,
    contract_id: contract.id,
    billing_date: billing.billingDate,
    billing_amount: centavosToPesos(billing.billingAmount),
    percent_accomplishment: percents[index] ?? 0,
    day: daysElapsed(contract.startDate, billing.billingDate),
    remarks: billing.remarks,
    entry_date: billing.entryDate.toISOString(),
  }));
}

function percentsOf(contract: ContractHead, records: Pick<ContractRecords, 'billings' | 'variationOrders'>): number[] {
  return billingPercentAccomplishments(records.billings, contract.amount, records.variationOrders);
}

/**
 * A billing's figures for its activity line (spec 1 §3): its amount and the
 * contract's cumulative percent as of it — the same figure its list row shows.
 */
async function billingFiguresOf(tx: Database, actor: AuthActor, contract: ContractHead, billingId: number): Promise<BillingFigures | undefined> {
  const records = await contractRecordsOf(tx, actor.accountId, contract.id, ['billings', 'variationOrders']);
  const index = records.billings.findIndex((billing) => billing.id === billingId);
  const billing = records.billings[index];
  if (!billing) return undefined;
  return { percentAccomplishment: percentsOf(contract, records)[index] ?? 0, billingAmount: billing.billingAmount };
}

export function createBillingsService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  async function listOf(tx: Database, actor: AuthActor, contractId: number): Promise<BillingItem[]> {
    const contract = await requireContract(tx, actor.accountId, contractId);
    return billingItems(contract, await contractRecordsOf(tx, actor.accountId, contractId, ['billings', 'variationOrders']));
  }

  async function loadOrFail(actor: AuthActor, id: number): Promise<BillingItem> {
    const row = await requireRecord(billingRecords.find(db, actor.accountId, id));
    return requireRecord(Promise.resolve((await listOf(db, actor, row.contractId)).find((billing) => billing.id === id)));
  }

  /** Locks the contract, then checks the date and the total against every billing and variation order of it. */
  async function validateAgainstContract(tx: Database, actor: AuthActor, contractId: number, billing: { id?: number; billingDate: IsoDate; billingAmount: BillingCreateInput['billing_amount'] }) {
    const contract = await requireContract(tx, actor.accountId, contractId, { lock: true });
    validateBillingDate(billing.billingDate, contract.startDate, todayInManila(now()));
    const records = await contractRecordsOf(tx, actor.accountId, contractId, ['billings', 'variationOrders']);
    validateBilling(records.billings, billing, revisedContractAmount(contract.amount, records.variationOrders));
    return contract;
  }

  return {
    listByContract: (actor: AuthActor, contractId: number) => listOf(db, actor, contractId),

    getOne: (actor: AuthActor, id: number) => loadOrFail(actor, id),

    async create(actor: AuthActor, input: BillingCreateInput, ip: string | null): Promise<BillingItem> {
      const id = await contractWrite(db, now(), async (tx) => {
        const billingDate = input.as_of_str ?? todayInManila(now());
        const contract = await validateAgainstContract(tx, actor, input.contract_id, { billingDate, billingAmount: input.billing_amount });
        const created = await insertRecord(tx, financialAccomplishments, actor.accountId, {
          contractId: contract.id,
          billingDate,
          billingAmount: input.billing_amount,
          remarks: input.remarks,
          entryDate: now(),
          createdById: actor.userId,
        });
        const billing = await billingFiguresOf(tx, actor, contract, created);
        await insertActorActivity(tx, actor, `Add billing ${formatCentavos(input.billing_amount)} to contract ${contract.contractNumber}`, { objectType, ip, billing });
        return created;
      });
      return loadOrFail(actor, id);
    },

    async update(actor: AuthActor, id: number, input: BillingUpdateInput, ip: string | null): Promise<BillingItem> {
      await contractWrite(db, now(), async (tx) => {
        const { row, contract } = await lockRecordForChange(tx, actor, billingRecords, id, { now: now(), refusal: refusalFor('billings.editAnyTime') });
        const billingDate = input.as_of_str ?? row.billingDate;
        await validateAgainstContract(tx, actor, row.contractId, { id, billingDate, billingAmount: input.billing_amount });
        await updateRecord(tx, financialAccomplishments, actor.accountId, id, { billingDate, billingAmount: input.billing_amount, remarks: input.remarks });
        const billing = await billingFiguresOf(tx, actor, contract, id);
        await insertActorActivity(tx, actor, `Update billing ${formatCentavos(input.billing_amount)} of contract ${contract.contractNumber}`, { objectType, ip, billing });
      });
      return loadOrFail(actor, id);
    },

    async remove(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      // Spec 3 §6: only admins delete billings (at any time).
      if (!can(actor, 'billings.delete')) {
        // A missing or another office's billing is still a 404 first, so ids reveal nothing either way.
        if (!(await billingRecords.find(db, actor.accountId, id))) throw recordNotFound();
        requirePermission(actor, 'billings.delete');
      }
      await contractWrite(db, now(), async (tx) => {
        const { row, contract } = await lockRecordForChange(tx, actor, billingRecords, id, { now: now() });
        // The deleted billing's figures as they stood just before it went.
        const billing = await billingFiguresOf(tx, actor, contract, id);
        await deleteRecord(tx, financialAccomplishments, actor.accountId, id);
        await insertActorActivity(tx, actor, `Delete billing ${formatCentavos(row.billingAmount)} of contract ${contract.contractNumber}`, { objectType, ip, billing });
      });
    },
  };
}
