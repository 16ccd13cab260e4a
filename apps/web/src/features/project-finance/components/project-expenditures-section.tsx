import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import {
  expenditureChangeRefusal,
  formatCentavos,
  projectFinanceMessages,
  refusalFor,
  sumPesos,
  type ProjectExpenditure,
} from '@subaybay/domain';
import { DataTable } from '../../../components/data-table';
import { InfoDialog } from '../../../components/record-action-dialog';
import { QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDate, formatDateTime, formatPesos } from '../../../lib/format';
import { useActor } from '../../../lib/session';
import { useDeleteProjectExpenditure } from '../api/delete-project-expenditure';
import { useExpenditureSourceBalances } from '../api/get-expenditure-source-balances';
import { useProjectExpenditures } from '../api/get-project-expenditures';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { FinanceCard } from './finance-card';
import { ProjectExpenditureDialog } from './project-expenditure-dialog';
import { GatedIconButton } from '../../../components/gated-icon-button';
import { useRefusal } from '../../contract-records/components/contract-record-page';

const column = createColumnHelper<ProjectExpenditure>();
const WINDOW_REFUSAL = refusalFor('expenditures.editAnyTime');

/** Exact to the centavo: the amounts as the API sent them, summed in centavos. */
function totalOf(rows: readonly ProjectExpenditure[]): string {
  return formatCentavos(sumPesos(rows.map((row) => row.amount)));
}

/** Project Expenditure (spec 2 §2): the table with its total and count, add, update and delete. */
export function ProjectExpendituresSection({ projectId }: { projectId: number }) {
  const actor = useActor();
  const expenditures = useProjectExpenditures(projectId);
  const sources = useExpenditureSourceBalances(projectId);
  const remove = useDeleteProjectExpenditure();
  const [dialog, setDialog] = useState<{ mode: 'closed' } | { mode: 'add' } | { mode: 'update'; expenditure: ProjectExpenditure }>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<ProjectExpenditure | null>(null);
  const [tooOld, setTooOld] = useState(false);
  const addRefusal = useRefusal('projectFinance.write');
  // Role refusals disable the buttons; the one-day window answers a click with the spec's info dialog.
  const changeRefusal = useRefusal('expenditures.change');

  /** Opens the change, or the info dialog when the entry is past its window. */
  const whenChangeable = (expenditure: ProjectExpenditure, open: () => void) => () => {
    if (actor && expenditureChangeRefusal(actor, new Date(expenditure.entry_date), new Date()) === WINDOW_REFUSAL) setTooOld(true);
    else open();
  };

  const columns = [
    column.accessor((row) => row.expenditure_source.long_name, { id: 'source', header: 'Source' }),
    column.accessor('amount', { header: 'Amount', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true, cardFigure: true } }),
    column.accessor('date_obligated', { header: 'Date Obligated', cell: (info) => formatDate(info.getValue()) }),
    column.accessor('date_disbursed', { header: 'Date Disbursed', cell: (info) => formatDate(info.getValue()) }),
    column.accessor('remarks', { header: 'Remarks' }),
    column.accessor('entry_date', { header: 'Entry Date', cell: (info) => formatDateTime(info.getValue()) }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { width: 96, cardActions: true },
      cell: ({ row }) => {
        const expenditure = row.original;
        return (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <GatedIconButton
              label={`Update expenditure of ${formatPesos(expenditure.amount)}`}
              icon={<EditOutlined fontSize="small" />}
              disabledReason={changeRefusal}
              onClick={whenChangeable(expenditure, () => setDialog({ mode: 'update', expenditure }))}
            />
            <GatedIconButton
              label={`Delete expenditure of ${formatPesos(expenditure.amount)}`}
              icon={<DeleteOutlined fontSize="small" />}
              disabledReason={changeRefusal}
              onClick={whenChangeable(expenditure, () => setDeleting(expenditure))}
            />
          </Box>
        );
      },
    }),
  ];

  return (
    <FinanceCard
      title="Project Expenditure"
      action={{ label: 'Add Expenditure', icon: <AddIcon />, onClick: () => setDialog({ mode: 'add' }), disabledReason: addRefusal }}
    >
      <QueryState query={expenditures} framed={false} loading={<TableSkeleton rows={4} columns={6} />} empty="No expenditures yet.">
        {(list) => (
          <DataTable
            label="Project expenditures"
            columns={columns}
            data={list}
            totals={(rows) => ({ source: `Total (${rows.length} ${rows.length === 1 ? 'expenditure' : 'expenditures'})`, amount: totalOf(rows) })}
          />
        )}
      </QueryState>
      <ProjectExpenditureDialog
        projectId={projectId}
        open={dialog.mode !== 'closed'}
        sources={sources.data ?? []}
        expenditure={dialog.mode === 'update' ? dialog.expenditure : null}
        onClose={() => setDialog({ mode: 'closed' })}
      />
      <ConfirmDeleteDialog
        row={deleting}
        message={projectFinanceMessages.deleteIrreversible}
        deleted={projectFinanceMessages.expenditureDeleted}
        remove={(id) => remove.mutateAsync(id)}
        onClose={() => setDeleting(null)}
      />
      <InfoDialog open={tooOld} message={WINDOW_REFUSAL} onClose={() => setTooOld(false)} />
    </FinanceCard>
  );
}
