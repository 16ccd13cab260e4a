import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { centavosToPesos, projectFinanceMessages, requestedCashCreateSchema, type RequestedCash, todayInManila } from '@subaybay/domain';
import { DataTable } from '../../../components/data-table';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';
import { QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDate, formatPesos } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCreateRequestedCash } from '../api/create-requested-cash';
import { useDeleteRequestedCash } from '../api/delete-requested-cash';
import { useRequestedCash } from '../api/get-requested-cash';
import { FinanceCard } from './finance-card';
import { FormDateField, FormMoneyField } from '../../../components/form-value-fields';
import { GatedIconButton } from '../../../components/gated-icon-button';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useRefusal } from '../../contract-records/components/contract-record-page';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

const column = createColumnHelper<RequestedCash>();
const addSchema = requestedCashCreateSchema.omit({ project_id: true });

/** Requested Cash (spec 2 §2): amount, date requested, remarks. */
export function RequestedCashCard({ projectId }: { projectId: number }) {
  const requested = useRequestedCash(projectId);
  const create = useCreateRequestedCash();
  const remove = useDeleteRequestedCash();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<RequestedCash | null>(null);
  const refusal = useRefusal('projectFinance.write');

  const columns = [
    column.accessor('amount', { header: 'Amount', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true, cardFigure: true } }),
    column.accessor('requested_on', { header: 'Date Requested', cell: (info) => formatDate(info.getValue()), meta: { cardTitle: true } }),
    column.accessor('remarks', { header: 'Remarks' }),
    column.display({
      id: 'actions',
      // The icon says Delete; the word, beside the card's other columns, was cut to "Delet" (issue 18): for screen readers only.
      header: () => <VisuallyHidden>Delete</VisuallyHidden>,
      meta: { width: 88, cardActions: true },
      cell: ({ row }) => (
        <GatedIconButton
          label={`Delete requested cash of ${formatPesos(row.original.amount)}`}
          icon={<DeleteOutlined fontSize="small" />}
          onClick={() => setDeleting(row.original)}
          disabledReason={refusal}
        />
      ),
    }),
  ];

  return (
    <FinanceCard title="Requested Cash" action={{ label: 'Add', icon: <AddIcon />, onClick: () => setAdding(true), disabledReason: refusal }}>
      <QueryState query={requested} framed={false} loading={<TableSkeleton rows={3} columns={3} />} empty="No cash requested yet.">
        {(list) => <DataTable label="Requested cash" columns={columns} data={list} searchable={false} />}
      </QueryState>
      <FormDialog
        open={adding}
        title="Add Requested Cash"
        schema={addSchema}
        defaultValues={{ amount: undefined, requested_on: null, remarks: '' }}
        submitLabel="Add"
        onClose={() => setAdding(false)}
        onSubmit={async (values) => {
          await create.mutateAsync({
            project_id: projectId,
            amount: centavosToPesos(values.amount),
            // Optional fields are sent only when filled (spec 2 §5).
            ...(values.requested_on ? { requested_on: values.requested_on } : {}),
            ...(values.remarks ? { remarks: values.remarks } : {}),
          });
          notifySuccess(projectFinanceMessages.requestedCashAdded);
        }}
      >
        {(form) => (
          <>
            <FormMoneyField size="small" fullWidth control={form.control} name="amount" label="Amount" required autoFocus />
            <FormDateField control={form.control} name="requested_on" label="Date Requested" maxDate={todayInManila()} />
            <FormTextField control={form.control} name="remarks" label="Remarks" multiline minRows={2} />
          </>
        )}
      </FormDialog>
      <ConfirmDeleteDialog
        row={deleting}
        message={projectFinanceMessages.deleteIrreversible}
        deleted={projectFinanceMessages.requestedCashDeleted}
        remove={(id) => remove.mutateAsync(id)}
        onClose={() => setDeleting(null)}
      />
    </FinanceCard>
  );
}
