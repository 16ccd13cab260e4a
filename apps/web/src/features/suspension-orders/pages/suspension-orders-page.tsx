import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutlineOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlineOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import { suspensionOrderMessages as messages, type SuspensionOrder } from '@subaybay/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GatedIconButton } from '../../../components/gated-icon-button';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { ContractRecordPage, ContractRecordRoute, useRefusal } from '../../contract-records/components/contract-record-page';
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
  return <ContractRecordRoute missingMessage={MISSING_ID} page={SuspensionOrdersOfContract} />;
}

/** Suspend is the page's Add; a row offers Resume, or Delete of its resume order, and Delete of the suspension: no Update. */
function SuspensionOrdersOfContract({ contractId }: { contractId: number }) {
  const orders = useSuspensionOrders(contractId);
  const removeSuspension = useDeleteSuspensionOrder(contractId);
  const removeResume = useDeleteResumeOrder(contractId);
  const [resuming, setResuming] = useState<SuspensionOrder | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const refusal = useRefusal('suspensions.write');

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
    <ContractRecordPage
      contractId={contractId}
      title="Suspension Orders"
      maxWidth={1100}
      add={{ label: 'Suspend', icon: <PauseCircleOutline />, refusal }}
      records={orders}
      table={{
        label: 'Suspension orders',
        columns,
        empty: 'No suspension orders.',
        searchable: false,
        pageSize: PAGE_SIZE,
        pageSizeOptions: [PAGE_SIZE],
      }}
      rowActions={{ style: 'none' }}
      form={({ open, onClose }) => <SuspendDialog contractId={contractId} open={open} onClose={onClose} />}
    >
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
    </ContractRecordPage>
  );
}
