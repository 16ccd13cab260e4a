import { createColumnHelper } from '@tanstack/react-table';
import Alert from '@mui/material/Alert';
import { parsePesosToCentavos, refusalFor, variationOrderCeiling, variationOrderMessages, type VariationOrderItem } from '@subaybay/domain';
import { formatDate, formatDateTime, formatPesos } from '../../../lib/format';
import { useContract } from '../../contracts/api/get-contract';
import { ContractRecordPage, ContractRecordRoute, useRefusal } from '../../contract-records/components/contract-record-page';
import { useDeleteVariationOrder } from '../api/delete-variation-order';
import { useVariationOrders } from '../api/get-variation-orders';
import { VariationOrderDialog } from '../components/variation-order-dialog';

const WINDOW_REFUSAL = refusalFor('variationOrders.editAnyTime');

const column = createColumnHelper<VariationOrderItem>();
const columns = [
  column.accessor('date_effective', { header: 'Date Effective', cell: (info) => formatDate(info.getValue()) }),
  column.accessor('revised_amount', { header: 'Revised Amount', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true, cardFigure: true } }),
  column.accessor('remarks', { header: 'Remarks' }),
  column.accessor('entry_date', { header: 'Entry Date', cell: (info) => formatDateTime(info.getValue()) }),
];

/** The 10 % ceiling warning, computed by the domain from the original amount and the orders (warn, never refuse). */
function ceilingWarning(originalPesos: number | undefined, orders: readonly VariationOrderItem[]): string | null {
  if (originalPesos === undefined) return null;
  const toCentavos = (pesos: number) => parsePesosToCentavos(pesos);
  return variationOrderCeiling(
    toCentavos(originalPesos),
    orders.map((order) => ({ dateEffective: order.date_effective, revisedAmount: toCentavos(order.revised_amount), entryDate: order.entry_date })),
  ).warning;
}

/** Variation orders (spec 3 §2): Add Variation, the list, a row menu with Update and Delete. */
export function VariationOrdersPage() {
  return <ContractRecordRoute missingMessage={variationOrderMessages.missingContract} page={VariationOrders} />;
}

function VariationOrders({ contractId }: { contractId: number }) {
  const contract = useContract(contractId);
  const orders = useVariationOrders(contractId);
  const remove = useDeleteVariationOrder(contractId);
  // The row menu holds Update and Delete, each with its own permission row: it opens when either is allowed.
  const updateRefusal = useRefusal('variationOrders.update');
  const deleteRefusal = useRefusal('variationOrders.delete');
  const mayChange = updateRefusal === null || deleteRefusal === null;
  const warning = ceilingWarning(contract.data?.amount, orders.data ?? []);

  return (
    <ContractRecordPage
      contractId={contractId}
      title="Variation Orders"
      subtitle="Each order sets the contract amount from its effective date; the latest one is the revised contract amount."
      maxWidth={1000}
      contractHeader={false}
      notice={
        warning && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {warning}
          </Alert>
        )
      }
      add={{ label: 'Add Variation', refusal: useRefusal('variationOrders.create') }}
      records={orders}
      table={{
        label: 'Variation orders',
        columns,
        empty: 'No variation orders yet.',
        rowActionLabel: (order) => `Actions for the order effective ${formatDate(order.date_effective)}`,
      }}
      rowActions={mayChange ? { style: 'menu' } : { style: 'none' }}
      update={{ tooOld: WINDOW_REFUSAL }}
      remove={{
        tooOld: WINDOW_REFUSAL,
        confirm: variationOrderMessages.confirmDelete,
        deleted: variationOrderMessages.deleted,
        run: (order) => remove.mutateAsync(order.id),
      }}
      form={(props) => <VariationOrderDialog contractId={contractId} {...props} />}
    />
  );
}
