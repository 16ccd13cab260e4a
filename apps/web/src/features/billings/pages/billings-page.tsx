import { createColumnHelper } from '@tanstack/react-table';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { billingMessages, formatCentavosWithPesoSign, refusalFor, roundCentavos, sumPesos, type BillingItem } from '@subaybay/domain';
import { formatDate, formatPercent } from '../../../lib/format';
import { ContractRecordPage, ContractRecordRoute, useRefusal } from '../../contract-records/components/contract-record-page';
import { useDeleteBilling } from '../api/delete-billing';
import { useBillings } from '../api/get-billings';
import { BillingDialog } from '../components/billing-dialog';

const column = createColumnHelper<BillingItem>();

/** `₱1,234.50`: the billing table's peso sign (DOMAIN.md "Money"). */
const pesoSign = (pesos: number) => formatCentavosWithPesoSign(roundCentavos(pesos * 100));

const columns = [
  // Issue 18: the date and remarks people look a billing up by, beside the spec's columns.
  column.accessor('billing_date', { header: 'Date', cell: (info) => formatDate(info.getValue()), meta: { width: 140 } }),
  column.accessor('day', { header: 'Day Elapsed', meta: { numeric: true } }),
  column.accessor('billing_amount', { header: 'Billing Amount', cell: (info) => pesoSign(info.getValue()), meta: { numeric: true } }),
  column.accessor('percent_accomplishment', { header: 'Percent Accomplishment', cell: (info) => formatPercent(info.getValue()), meta: { numeric: true, cardFigure: true } }),
  column.accessor('remarks', { header: 'Remarks', meta: { width: 240 } }),
  column.display({ id: 'action', header: 'Action', meta: { width: 72, cardHidden: true }, cell: () => <MoreHoriz fontSize="small" aria-hidden color="action" /> }),
];

/** Financial Accomplishment (spec 3 §2): a contract's billings. */
export function BillingsPage() {
  return <ContractRecordRoute missingMessage={billingMessages.missingContract} page={Billings} />;
}

function Billings({ contractId }: { contractId: number }) {
  const remove = useDeleteBilling(contractId);
  return (
    <ContractRecordPage
      contractId={contractId}
      title="Financial Accomplishment"
      subtitle="Each progress billing of the contract. Percent accomplishment is the total billed up to that billing against the revised contract amount."
      maxWidth={1100}
      add={{ label: 'Add Billing', refusal: useRefusal('billings.create') }}
      records={useBillings(contractId)}
      table={{
        label: 'Billings',
        columns,
        empty: 'No billings yet.',
        pageSize: 10,
        initialSorting: [{ id: 'billing_date', desc: false }],
        // The total billed: every billing listed, not only this page's ten.
        totals: (rows) => ({ billing_date: 'Total billed', billing_amount: formatCentavosWithPesoSign(sumPesos(rows.map((row) => row.billing_amount))) }),
        // The row's button shows the date, so its name starts with it (axe: the visible text is part of the name).
        rowActionLabel: (billing) => `${formatDate(billing.billing_date)}, day ${billing.day}, billing of ${pesoSign(billing.billing_amount)}`,
      }}
      rowActions={{
        style: 'dialog',
        message: (billing) => `Billing of ${pesoSign(billing.billing_amount)} dated ${formatDate(billing.billing_date)}: ${billing.remarks}`,
      }}
      update={{ refusal: useRefusal('billings.update'), tooOld: refusalFor('billings.editAnyTime') }}
      // Spec 3 §4 refuses a non-admin's Delete silently; here the button says why instead.
      remove={{
        refusal: useRefusal('billings.delete'),
        confirm: billingMessages.confirmDelete,
        deleted: billingMessages.deleted,
        run: (billing) => remove.mutateAsync(billing.id),
      }}
      form={(props) => <BillingDialog contractId={contractId} {...props} />}
    />
  );
}
