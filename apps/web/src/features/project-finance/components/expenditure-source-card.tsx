import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import { projectFinanceMessages, type ExpenditureSourceBalance } from '@subaybay/domain';
import { DataTable } from '../../../components/data-table';
import { QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { formatPesos } from '../../../lib/format';
import { useDeleteExpenditureSource } from '../api/delete-expenditure-source';
import { useExpenditureSourceBalances } from '../api/get-expenditure-source-balances';
import { AddExpenditureSourceDialog, UpdateExpenditureSourceDialog } from './expenditure-source-dialogs';
import { FinanceCard } from './finance-card';
import { GatedIconButton } from '../../../components/gated-icon-button';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useRefusal } from '../../contract-records/components/contract-record-page';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

const column = createColumnHelper<ExpenditureSourceBalance>();

/** Expenditure Source (spec 2 §2): each source's total and what is left of it. */
export function ExpenditureSourceCard({ projectId }: { projectId: number }) {
  const balances = useExpenditureSourceBalances(projectId);
  const remove = useDeleteExpenditureSource();
  const [adding, setAdding] = useState(false);
  const [updating, setUpdating] = useState<ExpenditureSourceBalance | null>(null);
  const [deleting, setDeleting] = useState<ExpenditureSourceBalance | null>(null);
  const refusal = useRefusal('projectFinance.write');

  const columns = [
    column.accessor('name', { header: 'Name' }),
    column.accessor('total', { header: 'Total', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true } }),
    column.accessor('balance', { header: 'Balance', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true, cardFigure: true } }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      meta: { width: 88, cardActions: true },
      cell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
          <GatedIconButton label={`Update ${row.original.name}`} icon={<EditOutlined fontSize="small" />} onClick={() => setUpdating(row.original)} disabledReason={refusal} />
          <GatedIconButton label={`Delete ${row.original.name}`} icon={<DeleteOutlined fontSize="small" />} onClick={() => setDeleting(row.original)} disabledReason={refusal} />
        </Box>
      ),
    }),
  ];

  return (
    <FinanceCard title="Expenditure Source" action={{ label: 'Add', icon: <AddIcon />, onClick: () => setAdding(true), disabledReason: refusal }}>
      <QueryState query={balances} framed={false} loading={<TableSkeleton rows={3} columns={3} />} empty="No expenditure sources yet. Add the funding lines this project's spending is charged to.">
        {(list) => <DataTable label="Expenditure sources" columns={columns} data={list} searchable={false} />}
      </QueryState>
      <AddExpenditureSourceDialog projectId={projectId} open={adding} onClose={() => setAdding(false)} />
      <UpdateExpenditureSourceDialog source={updating} onClose={() => setUpdating(null)} />
      <ConfirmDeleteDialog
        row={deleting}
        message={`Delete the expenditure source ${deleting?.name ?? ''}? ${projectFinanceMessages.deleteIrreversible}`}
        deleted={projectFinanceMessages.expenditureSourceDeleted}
        remove={(id) => remove.mutateAsync(id)}
        onClose={() => setDeleting(null)}
      />
    </FinanceCard>
  );
}
