import { useState } from 'react';
import { useParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { can, mayEditEntry, physicalAccomplishmentMessages as messages, refusalFor, type PhysicalAccomplishment } from '@subaybay/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { GatedIconButton } from '../../../components/gated-icon-button';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDate, formatDateTime, formatPercent } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useActor } from '../../../lib/session';
import { useContractCrumbs } from '../../contracts/components/contract-breadcrumbs';
import { useRequiredContractId } from '../../contracts/components/contract-id-param';
import { ContractPageGate } from '../../contracts/components/contract-not-found';
import { ContractRecordHeader } from '../../contracts/components/contract-record-header';
import { useDeletePhysicalAccomplishment } from '../api/delete-physical-accomplishment';
import { usePhysicalAccomplishments } from '../api/get-physical-accomplishments';
import { PhysicalAccomplishmentDialog } from '../components/physical-accomplishment-dialog';

const column = createColumnHelper<PhysicalAccomplishment>();
const PAGE_SIZE = 10;

/** Physical Accomplishment of a contract (spec 1 §2): 10 nodes per page, add, update and delete within the window. */
export function PhysicalAccomplishmentPage() {
  const contractId = useRequiredContractId(useParams().contractId, messages.contractIdMissing);
  if (contractId === null) return null;
  return (
    <ContractPageGate contractId={contractId}>
      <PhysicalAccomplishmentOfContract contractId={contractId} />
    </ContractPageGate>
  );
}

function PhysicalAccomplishmentOfContract({ contractId }: { contractId: number }) {
  const actor = useActor();
  const crumbs = useContractCrumbs(contractId, 'Physical Accomplishment');
  const nodes = usePhysicalAccomplishments(contractId);
  const remove = useDeletePhysicalAccomplishment(contractId);
  const [dialog, setDialog] = useState<{ open: boolean; node: PhysicalAccomplishment | null }>({ open: false, node: null });
  const [deleting, setDeleting] = useState<PhysicalAccomplishment | null>(null);
  const [tooOld, setTooOld] = useState<string | null>(null);
  const refusalOf = (permission: 'physicalAccomplishment.create' | 'physicalAccomplishment.update' | 'physicalAccomplishment.delete') =>
    actor !== null && can(actor, permission) ? null : refusalFor(permission);
  const writeRefusal = refusalOf('physicalAccomplishment.create');
  const updateRefusal = refusalOf('physicalAccomplishment.update');
  const deleteRefusal = refusalOf('physicalAccomplishment.delete');

  /** Opens the change, or the spec's info dialog when a non-admin is past the one-day window. */
  const whenChangeable = (node: PhysicalAccomplishment, refusal: string, open: () => void) => () => {
    if (actor && !mayEditEntry(actor, new Date(node.entry_date), new Date())) setTooOld(refusal);
    else open();
  };

  const columns = [
    column.accessor('day', { header: 'Day Elapsed', meta: { numeric: true } }),
    column.accessor('date', { header: 'Date', cell: (info) => formatDate(info.getValue()), meta: { cardTitle: true } }),
    column.accessor('accomplishment', { header: 'Accomplishment', cell: (info) => formatPercent(info.getValue()), meta: { numeric: true, cardFigure: true } }),
    column.accessor('entry_date', { header: 'Entry Date', cell: (info) => formatDateTime(info.getValue()) }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { width: 96, cardActions: true },
      cell: ({ row }) => {
        const node = row.original;
        return (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <GatedIconButton
              label={`Update the node of ${formatDate(node.date)}`}
              icon={<EditOutlined fontSize="small" />}
              disabledReason={updateRefusal}
              onClick={whenChangeable(node, messages.cannotEdit, () => setDialog({ open: true, node }))}
            />
            <GatedIconButton
              label={`Delete the node of ${formatDate(node.date)}`}
              icon={<DeleteOutlined fontSize="small" />}
              disabledReason={deleteRefusal}
              onClick={whenChangeable(node, messages.cannotDelete, () => setDeleting(node))}
            />
          </Box>
        );
      },
    }),
  ];

  return (
    <PageContainer maxWidth={1000}>
      <PageHeader
        title="Physical Accomplishment"
        breadcrumbs={crumbs}
        action={{ label: 'Add Accomplishment', icon: <AddIcon />, onClick: () => setDialog({ open: true, node: null }), disabledReason: writeRefusal }}
      />
      <ContractRecordHeader contractId={contractId} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {messages.notice}
      </Alert>
      <QueryState query={nodes} loading={<TableSkeleton columns={4} />} empty="No accomplishment nodes yet.">
        {(list) => (
          <DataTable
            label="Physical accomplishment"
            columns={columns}
            data={list}
            searchable={false}
            pageSize={PAGE_SIZE}
            pageSizeOptions={[PAGE_SIZE]}
            getRowId={(node) => String(node.id)}
          />
        )}
      </QueryState>
      <PhysicalAccomplishmentDialog contractId={contractId} open={dialog.open} node={dialog.node} onClose={() => setDialog({ open: false, node: null })} />
      <ConfirmDialog
        open={deleting !== null}
        message={messages.deleteConfirm}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notifySuccess(messages.deleted);
        }}
      />
      <Dialog open={tooOld !== null} onClose={() => setTooOld(null)} aria-labelledby="accomplishment-too-old-title">
        <DialogTitle id="accomplishment-too-old-title">Info</DialogTitle>
        <DialogContent>
          <DialogContentText>{tooOld}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTooOld(null)} autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </PageContainer>
  );
}
