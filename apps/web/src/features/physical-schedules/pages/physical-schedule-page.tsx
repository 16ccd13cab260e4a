import { useState } from 'react';
import { useParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import { isAdmin, physicalScheduleMessages as messages, type PhysicalSchedule } from '@subaybay/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { GatedIconButton } from '../../../components/gated-icon-button';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDate, formatPercent } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useActor } from '../../../lib/session';
import { useContractCrumbs } from '../../contracts/components/contract-breadcrumbs';
import { useRequiredContractId } from '../../contracts/components/contract-id-param';
import { ContractPageGate } from '../../contracts/components/contract-not-found';
import { ContractRecordHeader } from '../../contracts/components/contract-record-header';
import { useDeletePhysicalSchedule } from '../api/delete-physical-schedule';
import { usePhysicalSchedules } from '../api/get-physical-schedules';
import { PhysicalScheduleDialog } from '../components/physical-schedule-dialog';

const column = createColumnHelper<PhysicalSchedule>();

/** Physical Schedule of a contract (spec 1 §2): the nodes; admins add, update and delete them. */
export function PhysicalSchedulePage() {
  const contractId = useRequiredContractId(useParams().contractId, messages.contractIdMissing);
  if (contractId === null) return null;
  return (
    <ContractPageGate contractId={contractId}>
      <PhysicalScheduleOfContract contractId={contractId} />
    </ContractPageGate>
  );
}

function PhysicalScheduleOfContract({ contractId }: { contractId: number }) {
  const actor = useActor();
  const admin = actor !== null && isAdmin(actor);
  const crumbs = useContractCrumbs(contractId, 'Physical Schedule');
  const nodes = usePhysicalSchedules(contractId);
  const remove = useDeletePhysicalSchedule(contractId);
  const [dialog, setDialog] = useState<{ open: boolean; node: PhysicalSchedule | null }>({ open: false, node: null });
  const [deleting, setDeleting] = useState<PhysicalSchedule | null>(null);

  const columns = [
    column.accessor('day', { header: 'Day', meta: { numeric: true } }),
    column.accessor('date', { header: 'Date', cell: (info) => formatDate(info.getValue()), meta: { cardTitle: true } }),
    column.accessor('accomplishment', { header: 'Accomplishment', cell: (info) => formatPercent(info.getValue()), meta: { numeric: true, cardFigure: true } }),
    ...(admin
      ? [
          column.display({
            id: 'actions',
            header: 'Actions',
            meta: { width: 96, cardActions: true },
            cell: ({ row }) => (
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                <GatedIconButton
                  label={`Update the node of ${formatDate(row.original.date)}`}
                  icon={<EditOutlined fontSize="small" />}
                  onClick={() => setDialog({ open: true, node: row.original })}
                />
                <GatedIconButton
                  label={`Delete the node of ${formatDate(row.original.date)}`}
                  icon={<DeleteOutlined fontSize="small" />}
                  onClick={() => setDeleting(row.original)}
                />
              </Box>
            ),
          }),
        ]
      : []),
  ];

  return (
    <PageContainer maxWidth={900}>
      <PageHeader
        title="Physical Schedule"
        breadcrumbs={crumbs}
        action={admin ? { label: 'Add Node', icon: <AddIcon />, onClick: () => setDialog({ open: true, node: null }) } : undefined}
        subtitle="The planned cumulative accomplishment by the end of each date."
      />
      <ContractRecordHeader contractId={contractId} />
      <QueryState query={nodes} loading={<TableSkeleton columns={3} />} empty="No schedule nodes yet.">
        {(list) => (
          <DataTable
            label="Physical schedule"
            columns={columns}
            data={list}
            searchable={false}
            getRowId={(node) => String(node.id)}
            onRowClick={admin ? (node) => setDialog({ open: true, node }) : undefined}
            rowActionLabel={(node) => `Day ${node.day}: update the node of ${formatDate(node.date)}`}
          />
        )}
      </QueryState>
      <PhysicalScheduleDialog contractId={contractId} open={dialog.open} node={dialog.node} onClose={() => setDialog({ open: false, node: null })} />
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
    </PageContainer>
  );
}
