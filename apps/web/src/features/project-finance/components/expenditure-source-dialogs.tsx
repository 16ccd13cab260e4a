import { centavosToPesos, expenditureSourceAmountSchema, expenditureSourceCreateSchema, projectFinanceMessages, type ExpenditureSourceBalance } from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormSelectField } from '../../../components/form-fields';
import { notifySuccess } from '../../../lib/notify';
import { useExpenditureSourceNames } from '../../expenditure-source-names/api/get-expenditure-source-names';
import { useCreateExpenditureSource } from '../api/create-expenditure-source';
import { useUpdateExpenditureSource } from '../api/update-expenditure-source';
import { FormMoneyField } from '../../../components/form-value-fields';

const addSchema = expenditureSourceCreateSchema.omit({ project_id: true });

/** Add Expenditure Source (spec 2 §5): a source name and the amount. */
export function AddExpenditureSourceDialog({ projectId, open, onClose }: { projectId: number; open: boolean; onClose: () => void }) {
  const names = useExpenditureSourceNames();
  const create = useCreateExpenditureSource();
  const options = (names.data ?? []).map((name) => ({ value: name.id, label: name.long_name }));
  return (
    <FormDialog
      open={open}
      title="Add Expenditure Source"
      schema={addSchema}
      defaultValues={{ expenditure_source_name_id: undefined, amount: undefined }}
      submitLabel="Add"
      onClose={onClose}
      onSubmit={async (values) => {
        await create.mutateAsync({
          project_id: projectId,
          expenditure_source_name_id: values.expenditure_source_name_id,
          amount: centavosToPesos(values.amount),
        });
        notifySuccess(projectFinanceMessages.expenditureSourceCreated);
      }}
    >
      {(form) => (
        <>
          <FormSelectField
            control={form.control}
            name="expenditure_source_name_id"
            label="Expenditure Source Name"
            required
            size="small"
            fullWidth
            options={options}
            helperText={names.isError ? 'The names could not be loaded.' : undefined}
          />
          <FormMoneyField size="small" fullWidth control={form.control} name="amount" label="Amount" required />
        </>
      )}
    </FormDialog>
  );
}

/** Update Expenditure Source: its total only ('Amount is required.'). */
export function UpdateExpenditureSourceDialog({ source, onClose }: { source: ExpenditureSourceBalance | null; onClose: () => void }) {
  const update = useUpdateExpenditureSource();
  return (
    <FormDialog
      open={source !== null}
      title="Update Expenditure Source"
      description={source?.name}
      schema={expenditureSourceAmountSchema}
      defaultValues={{ amount: source?.total }}
      submitLabel="Update"
      onClose={onClose}
      onSubmit={async (values) => {
        if (!source) return;
        await update.mutateAsync({ id: source.id, amount: centavosToPesos(values.amount) });
        notifySuccess(projectFinanceMessages.expenditureSourceUpdated);
      }}
    >
      {(form) => <FormMoneyField size="small" fullWidth control={form.control} name="amount" label="Total Amount" required autoFocus />}
    </FormDialog>
  );
}
