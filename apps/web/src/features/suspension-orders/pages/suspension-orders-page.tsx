import { useState } from 'react';
import { useParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutlineOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlineOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import { can, refusalFor, suspensionOrderMessages as messages, type SuspensionOrder } from '@subaybay/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { GatedIconButton } from '../../../components/gated-icon-button';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useActor } from '../../../lib/session';
import { useContractCrumbs } from '../../contracts/components/contract-breadcrumbs';
import { useRequiredContractId } from '../../contracts/components/contract-id-param';
import { ContractPageGate } from '../../contracts/components/contract-not-found';
import { ContractRecordHeader } from '../../contracts/components/contract-record-header';
import { useDeleteResumeOrder } from '../api/delete-resume-order';
import { useDeleteSuspensionOrder } from '../api/delete-suspension-order';
import { useSuspensionOrders } from '../api/get-suspension-orders';
import { ResumeDialog, SuspendDialog } from '../components/suspension-order-dialogs';

const column = createColumnHelper<SuspensionOrder>();
const PAGE_SIZE = 10;
/** Spec 1 §8 names no message for this page; the schedule page's wording, for this page. */
const MISSING_ID = 'Contract Id must be specified in viewing suspension orders.';

type Deleting = { kind: 'suspension'; id: number } | { kind: 'resume'; id: number } | null;

/** Suspension / Resume Orders of a contract (spec 1 §2): 10 per page; suspend, resume and delete with confirmation. */
export function SuspensionOrdersPage() {
  const contractId = useRequiredContractId(useParams().contractId, MISSING_ID);
  if (contractId === null) return null;
  return (
    <ContractPageGate contractId={contractId}>
      <SuspensionOrdersOfContract contractId={contractId} />
    </ContractPageGate>
  );
}

function SuspensionOrdersOfContract({ contractId }: { contractId: number }) {
  const actor = useActor();
  const crumbs = useContractCrumbs(contractId, 'Suspension Orders');
  const orders = useSuspensionOrders(contractId);
  const removeSuspension = useDeleteSuspensionOrder(contractId);
  const removeResume = useDeleteResumeOrder(contractId);
  const [suspending, setSuspending] = useState(false);
  const [resuming, setResuming] = useState<SuspensionOrder | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const refusal = actor !== null && can(actor, 'suspensions.write') ? null : refusalFor('suspensions.write');

  const columns = [
    column.accessor('date_effective', { header: 'Suspended', cell: (info) => formatDate(info.getValue()) }),
    column.accessor('reason', { header: 'Reason' }),
    column.accessor('remarks', { header: 'Remarks' }),
    column.accessor((order) => order.resume_order?.date_effective ?? null, {
      id: 'resumed',
      header: 'Resumed',
      meta: { cardFigure: true },
      cell: (info) => (info.getValue() ? formatDate(info.getValue()) : 'Not yet'),
    }),
    column.accessor((order) => order.resume_order?.remarks ?? '', { id: 'resume_remarks', header: 'Resume Remarks' }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { width: 128, cardActions: true },
      cell: ({ row }) => {
        const order = row.original;
        const when = formatDate(order.date_effective);
        return (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {order.resume_order === null ? (
              <GatedIconButton
                label={`Resume the suspension of ${when}`}
                icon={<PlayCircleOutline fontSize="small" />}
                disabledReason={refusal}
                onClick={() => setResuming(order)}
              />
            ) : (
              <GatedIconButton
                label={`Delete the resume order of the suspension of ${when}`}
                icon={<EventBusyOutlined fontSize="small" />}
                disabledReason={refusal}
                onClick={() => setDeleting({ kind: 'resume', id: order.resume_order!.id })}
              />
            )}
            <GatedIconButton
              label={`Delete the suspension of ${when}`}
              icon={<DeleteOutlined fontSize="small" />}
              disabledReason={refusal}
              onClick={() => setDeleting({ kind: 'suspension', id: order.id })}
            />
          </Box>
        );
      },
    }),
  ];

  return (
    <PageContainer maxWidth={1100}>
      <PageHeader
        title="Suspension Orders"
        breadcrumbs={crumbs}
        action={{ label: 'Suspend', icon: <PauseCircleOutline />, onClick: () => setSuspending(true), disabledReason: refusal }}
      />
      <ContractRecordHeader contractId={contractId} />
      <QueryState query={orders} loading={<TableSkeleton columns={5} />} empty="No suspension orders.">
        {(list) => (
          <DataTable
            label="Suspension orders"
            columns={columns}
            data={list}
            searchable={false}
            pageSize={PAGE_SIZE}
            pageSizeOptions={[PAGE_SIZE]}
            getRowId={(order) => String(order.id)}
          />
        )}
      </QueryState>
      <SuspendDialog contractId={contractId} open={suspending} onClose={() => setSuspending(false)} />
      <ResumeDialog contractId={contractId} suspension={resuming} onClose={() => setResuming(null)} />
      <ConfirmDialog
        open={deleting !== null}
        message={deleting?.kind === 'resume' ? messages.resumeConfirm : messages.suspendConfirm}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          if (deleting.kind === 'resume') await removeResume.mutateAsync(deleting.id);
          else await removeSuspension.mutateAsync(deleting.id);
          notifySuccess(messages.deleted);
        }}
      />
    </PageContainer>
  );
}
