import { useState } from 'react';
import { useParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import AddIcon from '@mui/icons-material/Add';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import {
  billingMessages,
  can,
  formatCentavosWithPesoSign,
  mayEditEntry,
  refusalFor,
  roundCentavos,
  sumPesos,
  type BillingItem,
} from '@subaybay/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { InfoDialog, RecordActionDialog } from '../../../components/record-action-dialog';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDate, formatPercent } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useActor } from '../../../lib/session';
import { useContractCrumbs } from '../../contracts/components/contract-breadcrumbs';
import { useRequiredContractId } from '../../contracts/components/contract-id-param';
import { ContractPageGate } from '../../contracts/components/contract-not-found';
import { ContractRecordHeader } from '../../contracts/components/contract-record-header';
import { useDeleteBilling } from '../api/delete-billing';
import { useBillings } from '../api/get-billings';
import { BillingDialog } from '../components/billing-dialog';

const column = createColumnHelper<BillingItem>();
const WINDOW_REFUSAL = refusalFor('billings.editAnyTime');

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
  const params = useParams();
  const contractId = useRequiredContractId(params.contractId, billingMessages.missingContract);
  return contractId === null ? null : (
    <ContractPageGate contractId={contractId}>
      <Billings contractId={contractId} />
    </ContractPageGate>
  );
}

function Billings({ contractId }: { contractId: number }) {
  const actor = useActor();
  const crumbs = useContractCrumbs(contractId, 'Financial Accomplishment');
  const billings = useBillings(contractId);
  const remove = useDeleteBilling(contractId);
  const [selected, setSelected] = useState<BillingItem | null>(null);
  const [editing, setEditing] = useState<{ billing: BillingItem | null } | null>(null);
  const [deleting, setDeleting] = useState<BillingItem | null>(null);
  const [tooOld, setTooOld] = useState(false);
  const addRefusal = actor !== null && can(actor, 'billings.create') ? null : refusalFor('billings.create');
  // Spec 3 §4 refuses a non-admin's Delete silently; here the button says why instead.
  const updateRefusal = actor !== null && can(actor, 'billings.update') ? null : refusalFor('billings.update');
  const deleteRefusal = actor !== null && can(actor, 'billings.delete') ? null : refusalFor('billings.delete');

  return (
    <PageContainer maxWidth={1100}>
      <PageHeader
        title="Financial Accomplishment"
        breadcrumbs={crumbs}
        subtitle="Each progress billing of the contract. Percent accomplishment is the total billed up to that billing against the revised contract amount."
        action={{ label: 'Add Billing', icon: <AddIcon />, onClick: () => setEditing({ billing: null }), disabledReason: addRefusal }}
      />
      <ContractRecordHeader contractId={contractId} />
      <QueryState query={billings} loading={<TableSkeleton columns={4} />} empty="No billings yet.">
        {(list) => (
          <DataTable
            label="Billings"
            columns={columns}
            data={list}
            pageSize={10}
            initialSorting={[{ id: 'billing_date', desc: false }]}
            // The total billed: every billing listed, not only this page's ten.
            totals={(rows) => ({ billing_date: 'Total billed', billing_amount: formatCentavosWithPesoSign(sumPesos(rows.map((row) => row.billing_amount))) })}
            getRowId={(billing) => String(billing.id)}
            onRowClick={setSelected}
            // The row's button shows the date, so its name starts with it (axe: the visible text is part of the name).
            rowActionLabel={(billing) => `${formatDate(billing.billing_date)}, day ${billing.day}, billing of ${pesoSign(billing.billing_amount)}`}
          />
        )}
      </QueryState>
      <RecordActionDialog
        open={selected !== null}
        message={selected ? `Billing of ${pesoSign(selected.billing_amount)} dated ${formatDate(selected.billing_date)}: ${selected.remarks}` : ''}
        onClose={() => setSelected(null)}
        actions={[
          {
            label: 'Delete',
            color: 'error',
            disabledReason: deleteRefusal,
            onClick: () => {
              setDeleting(selected);
              setSelected(null);
            },
          },
          {
            label: 'Update',
            disabledReason: updateRefusal,
            onClick: () => {
              if (selected && actor && !mayEditEntry(actor, new Date(selected.entry_date), new Date())) setTooOld(true);
              else setEditing({ billing: selected });
              setSelected(null);
            },
          },
        ]}
      />
      <BillingDialog contractId={contractId} open={editing !== null} billing={editing?.billing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        message={billingMessages.confirmDelete}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notifySuccess(billingMessages.deleted);
        }}
      />
      <InfoDialog open={tooOld} message={WINDOW_REFUSAL} onClose={() => setTooOld(false)} />
    </PageContainer>
  );
}
