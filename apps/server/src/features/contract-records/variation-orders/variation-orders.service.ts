import {
  AppError,
  centavosToPesos,
  formatCentavos,
  mayEditEntry,
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
import { insertActorActivity } from '../../../lib/activity-log.js';
import type { ServiceDeps } from '../../../lib/deps.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { NOT_FOUND } from '../../../plugins/error-handler.js';
import { contractRecordsOf, requireContract } from '../../contracts/contracts.service.js';
import type { ContractHead, VariationOrderRecord } from '../contract-records.repository.js';
import {
  deleteVariationOrder,
  findVariationOrder,
  insertVariationOrder,
  updateVariationOrder,
  type VariationOrderRow,
} from './variation-orders.repository.js';

const objectType = 'variation_order';

const toItem = (row: Pick<VariationOrderRow, 'id' | 'dateEffective' | 'revisedAmount' | 'remarks' | 'entryDate'>, contractId: number): VariationOrderItem => ({
  id: row.id,
  contract_id: contractId,
  date_effective: row.dateEffective,
  revised_amount: centavosToPesos(row.revisedAmount),
  remarks: row.remarks,
  entry_date: row.entryDate.toISOString(),
});

export function createVariationOrdersService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  async function loadOrFail(dbOrTx: Database, actor: AuthActor, id: number): Promise<VariationOrderRow> {
    const row = await findVariationOrder(dbOrTx, actor.accountId, id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return row;
  }

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
  async function lockChangeable(tx: Database, actor: AuthActor, id: number) {
    const row = await loadOrFail(tx, actor, id);
    const contract = await requireContract(tx, actor.accountId, row.contractId, { lock: true });
    if (!mayEditEntry(actor, row.entryDate, now())) throw new AppError('FORBIDDEN', refusalFor('variationOrders.editAnyTime'));
    return { row, contract };
  }

  return {
    async listByContract(actor: AuthActor, contractId: number): Promise<VariationOrderItem[]> {
      const contract = await requireContract(db, actor.accountId, contractId);
      const records = await contractRecordsOf(db, actor.accountId, contract.id, ['variationOrders']);
      return records.variationOrders.map((order) => toItem(order, contract.id));
    },

    async getOne(actor: AuthActor, id: number): Promise<VariationOrderItem> {
      const row = await loadOrFail(db, actor, id);
      return toItem(row, row.contractId);
    },

    async create(actor: AuthActor, input: VariationOrderCreateInput, ip: string | null): Promise<VariationOrderWrite> {
      const { id, warning } = await db.transaction(async (tx) => {
        const contract = await requireContract(tx, actor.accountId, input.contract_id, { lock: true });
        validateHappenedContractRecordDate('date_effective', 'Effective date', input.date_effective, contract.startDate, todayInManila(now()));
        const entryDate = now();
        const proposed: VariationOrder = { dateEffective: input.date_effective, revisedAmount: input.revised_amount, entryDate };
        const warning = await checkChange(tx, actor, contract, (orders) => [...orders, proposed]);
        const created = await insertVariationOrder(tx, actor.accountId, {
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
      const row = await loadOrFail(db, actor, id);
      return { ...toItem(row, row.contractId), warning };
    },

    async update(actor: AuthActor, id: number, input: VariationOrderUpdateInput, ip: string | null): Promise<VariationOrderWrite> {
      const warning = await db.transaction(async (tx) => {
        const { row, contract } = await lockChangeable(tx, actor, id);
        validateHappenedContractRecordDate('date_effective', 'Effective date', input.date_effective, contract.startDate, todayInManila(now()));
        const warning = await checkChange(tx, actor, contract, (orders) =>
          orders.map((order) =>
            order.id === id ? { ...order, dateEffective: input.date_effective, revisedAmount: input.revised_amount } : order,
          ),
        );
        await updateVariationOrder(tx, actor.accountId, row.id, {
          dateEffective: input.date_effective,
          revisedAmount: input.revised_amount,
          remarks: input.remarks,
        });
        await insertActorActivity(tx, actor, `Update variation order ${formatCentavos(input.revised_amount)} of contract ${contract.contractNumber}`, { objectType, ip });
        return warning;
      });
      const row = await loadOrFail(db, actor, id);
      return { ...toItem(row, row.contractId), warning };
    },

    async remove(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        const { row, contract } = await lockChangeable(tx, actor, id);
        await checkChange(tx, actor, contract, (orders) => orders.filter((order) => order.id !== id));
        await deleteVariationOrder(tx, actor.accountId, row.id);
        await insertActorActivity(tx, actor, `Delete variation order ${formatCentavos(row.revisedAmount)} of contract ${contract.contractNumber}`, { objectType, ip });
      });
    },
  };
}
