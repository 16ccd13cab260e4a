import { useState } from 'react';
import { useParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import AddIcon from '@mui/icons-material/Add';
import { can, refusalFor, timeExtensionMessages, type TimeExtensionItem } from '@subaybay/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { RecordActionDialog } from '../../../components/record-action-dialog';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useActor } from '../../../lib/session';
import { useContractCrumbs } from '../../contracts/components/contract-breadcrumbs';
import { useRequiredContractId } from '../../contracts/components/contract-id-param';
import { ContractPageGate } from '../../contracts/components/contract-not-found';
import { useDeleteTimeExtension } from '../api/delete-time-extension';
import { useTimeExtensions } from '../api/get-time-extensions';
import { TimeExtensionDialog } from '../components/time-extension-dialog';

// The table hides contract, created_on and updated_on (spec 3 §2).
const column = createColumnHelper<TimeExtensionItem>();
const columns = [
  column.accessor('date_approved', { header: 'Date Approved', cell: (info) => formatDate(info.getValue()) }),
  column.accessor('date_requested', { header: 'Date Requested', cell: (info) => formatDate(info.getValue()) }),
  column.accessor('number_of_days', { header: 'Number of Days', meta: { numeric: true, cardFigure: true } }),
  column.accessor('reason', { header: 'Reason' }),
];

/** Approved Time Extensions (spec 3 §2): Add, the table, a row's action dialog with Cancel, Delete and Update. */
export function TimeExtensionsPage() {
  const params = useParams();
  const contractId = useRequiredContractId(params.contractId, timeExtensionMessages.missingContract);
  return contractId === null ? null : (
    <ContractPageGate contractId={contractId}>
      <TimeExtensions contractId={contractId} />
    </ContractPageGate>
  );
}

function TimeExtensions({ contractId }: { contractId: number }) {
  const actor = useActor();
  const crumbs = useContractCrumbs(contractId, 'Approved Time Extensions');
  const extensions = useTimeExtensions(contractId);
  const remove = useDeleteTimeExtension(contractId);
  const refusal = actor !== null && can(actor, 'timeExtensions.write') ? null : refusalFor('timeExtensions.write');
  const [selected, setSelected] = useState<TimeExtensionItem | null>(null);
  const [editing, setEditing] = useState<{ extension: TimeExtensionItem | null } | null>(null);
  const [deleting, setDeleting] = useState<TimeExtensionItem | null>(null);

  return (
    <PageContainer maxWidth={1000}>
      <PageHeader
        title="Approved Time Extensions"
        breadcrumbs={crumbs}
        subtitle="Each approved extension moves the contract's expiry by its number of days."
        action={{ label: 'Add', icon: <AddIcon />, onClick: () => setEditing({ extension: null }), disabledReason: refusal }}
      />
      <QueryState query={extensions} loading={<TableSkeleton columns={4} />} empty="No approved time extensions yet.">
        {(list) => (
          <DataTable
            label="Approved time extensions"
            columns={columns}
            data={list}
            getRowId={(extension) => String(extension.id)}
            onRowClick={setSelected}
            rowActionLabel={(extension) => `Extension approved ${formatDate(extension.date_approved)}, ${extension.number_of_days} days`}
          />
        )}
      </QueryState>
      <RecordActionDialog
        open={selected !== null}
        message={selected ? timeExtensionMessages.dueTo(selected.reason) : ''}
        onClose={() => setSelected(null)}
        actions={[
          {
            label: 'Delete',
            color: 'error',
            disabledReason: refusal,
            onClick: () => {
              setDeleting(selected);
              setSelected(null);
            },
          },
          {
            label: 'Update',
            disabledReason: refusal,
            onClick: () => {
              setEditing({ extension: selected });
              setSelected(null);
            },
          },
        ]}
      />
      <TimeExtensionDialog contractId={contractId} open={editing !== null} extension={editing?.extension} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        message={timeExtensionMessages.confirmDelete}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notifySuccess(timeExtensionMessages.deleted);
        }}
      />
    </PageContainer>
  );
}
