import {
  centavosToPesos,
  formatCentavos,
  refusalFor,
  revisedContractAmount,
  todayInManila,
  validateHappenedContractRecordDate,
  validateRevisedAmountCoversBillings,
  variationOrderCeiling,
  type VariationOrder,
  type VariationOrderCreateInput,
  type VariationOrderItem,
  type VariationOrderUpdateInput,
  type VariationOrderWrite,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { variationOrders } from '../../../db/schema/contract-records.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import type { ServiceDeps } from '../../../lib/deps.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { contractRecordsOf, contractWrite, requireContract, type ContractHead } from '../../contracts/contracts.service.js';
import { deleteRecord, insertRecord, updateRecord, variationOrderRecords, type VariationOrderRecord } from '../record-tables.js';
import { lockRecordForChange, requireRecord } from '../record-writes.js';

const objectType = 'variation_order';

const toItem = (row: VariationOrderRecord): VariationOrderItem => ({
  id: row.id,
  contract_id: row.contractId,
  date_effective: row.dateEffective,
  revised_amount: centavosToPesos(row.revisedAmount),
  remarks: row.remarks,
  entry_date: row.entryDate.toISOString(),
});

export function createVariationOrdersService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  const loadOrFail = (actor: AuthActor, id: number) => requireRecord(variationOrderRecords.find(db, actor.accountId, id));

  /**
   * With the contract locked: the orders as they would be after the change
   * must leave a revised amount that still covers every billing (DOMAIN.md
   * "Money"), and give the 10 % ceiling warning (warn, never refuse).
   */
  async function checkChange(tx: Database, actor: AuthActor, contract: ContractHead, change: (orders: VariationOrderRecord[]) => VariationOrder[]) {
    const records = await contractRecordsOf(tx, actor.accountId, contract.id, ['variationOrders', 'billings']);
    const after = change(records.variationOrders);
    validateRevisedAmountCoversBillings(revisedContractAmount(contract.amount, after), records.billings);
    return variationOrderCeiling(contract.amount, after).warning;
  }

  /** Locks the order's contract and applies who may change it and the one-day window (403 with the spec's message). */
  const lockChangeable = (tx: Database, actor: AuthActor, id: number) =>
    lockRecordForChange(tx, actor, variationOrderRecords, id, { now: now(), refusal: refusalFor('variationOrders.editAnyTime') });

  return {
    async listByContract(actor: AuthActor, contractId: number): Promise<VariationOrderItem[]> {
      const contract = await requireContract(db, actor.accountId, contractId);
      const records = await contractRecordsOf(db, actor.accountId, contract.id, ['variationOrders']);
      return records.variationOrders.map(toItem);
    },

    async getOne(actor: AuthActor, id: number): Promise<VariationOrderItem> {
      return toItem(await loadOrFail(actor, id));
    },

    async create(actor: AuthActor, input: VariationOrderCreateInput, ip: string | null): Promise<VariationOrderWrite> {
      const { id, warning } = await contractWrite(db, now(), async (tx) => {
        const contract = await requireContract(tx, actor.accountId, input.contract_id, { lock: true });
        validateHappenedContractRecordDate('date_effective', 'Effective date', input.date_effective, contract.startDate, todayInManila(now()));
        const entryDate = now();
        const proposed: VariationOrder = { dateEffective: input.date_effective, revisedAmount: input.revised_amount, entryDate };
        const warning = await checkChange(tx, actor, contract, (orders) => [...orders, proposed]);
        const created = await insertRecord(tx, variationOrders, actor.accountId, {
          contractId: contract.id,
          dateEffective: input.date_effective,
          revisedAmount: input.revised_amount,
          remarks: input.remarks,
          entryDate,
          createdById: actor.userId,
        });
        await insertActorActivity(tx, actor, `Add variation order ${formatCentavos(input.revised_amount)} to contract ${contract.contractNumber}`, { objectType, ip });
        return { id: created, warning };
      });
      return { ...toItem(await loadOrFail(actor, id)), warning };
    },

    async update(actor: AuthActor, id: number, input: VariationOrderUpdateInput, ip: string | null): Promise<VariationOrderWrite> {
      const warning = await contractWrite(db, now(), async (tx) => {
        const { row, contract } = await lockChangeable(tx, actor, id);
        validateHappenedContractRecordDate('date_effective', 'Effective date', input.date_effective, contract.startDate, todayInManila(now()));
        const warning = await checkChange(tx, actor, contract, (orders) =>
          orders.map((order) =>
            order.id === id ? { ...order, dateEffective: input.date_effective, revisedAmount: input.revised_amount } : order,
          ),
        );
        await updateRecord(tx, variationOrders, actor.accountId, row.id, {
          dateEffective: input.date_effective,
          revisedAmount: input.revised_amount,
          remarks: input.remarks,
        });
        await insertActorActivity(tx, actor, `Update variation order ${formatCentavos(input.revised_amount)} of contract ${contract.contractNumber}`, { objectType, ip });
        return warning;
      });
      return { ...toItem(await loadOrFail(actor, id)), warning };
    },

    async remove(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      await contractWrite(db, now(), async (tx) => {
        const { row, contract } = await lockChangeable(tx, actor, id);
        await checkChange(tx, actor, contract, (orders) => orders.filter((order) => order.id !== id));
        await deleteRecord(tx, variationOrders, actor.accountId, row.id);
        await insertActorActivity(tx, actor, `Delete variation order ${formatCentavos(row.revisedAmount)} of contract ${contract.contractNumber}`, { objectType, ip });
      });
    },
  };
}
