import {
  expenditureSourceNameInputSchema,
  expenditureSourceNameMessages,
  type ExpenditureSourceName,
} from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';
import { notifySuccess } from '../../../lib/notify';
import { useCreateExpenditureSourceName } from '../api/create-expenditure-source-name';
import { useUpdateExpenditureSourceName } from '../api/update-expenditure-source-name';

export interface ExpenditureSourceNameDialogProps {
  open: boolean;
  /** The name being edited; absent to add a new one. */
  name?: ExpenditureSourceName | null;
  onClose: () => void;
}

/** Add and edit share one dialog and one schema (spec 1 §5). */
export function ExpenditureSourceNameDialog({ open, name, onClose }: ExpenditureSourceNameDialogProps) {
  const create = useCreateExpenditureSourceName();
  const update = useUpdateExpenditureSourceName();
  const editing = Boolean(name);
  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Expenditure Source Name' : 'Add Expenditure Source Name'}
      schema={expenditureSourceNameInputSchema}
      defaultValues={{ long_name: name?.long_name ?? '', short_name: name?.short_name ?? '' }}
      submitLabel={editing ? 'Save' : 'Add Name'}
      onClose={onClose}
      onSubmit={async (values) => {
        if (name) {
          await update.mutateAsync({ id: name.id, input: values });
          notifySuccess(expenditureSourceNameMessages.updated);
        } else {
          await create.mutateAsync(values);
          notifySuccess(expenditureSourceNameMessages.added);
        }
      }}
    >
      {(form) => (
        <>
          <FormTextField
            control={form.control}
            name="long_name"
            label="Long Name"
            required
            autoFocus
            helperText="The full accounting name, e.g. Contract Works"
          />
          <FormTextField control={form.control} name="short_name" label="Short Name" required helperText="Used in tables and reports, e.g. CW" />
        </>
      )}
    </FormDialog>
  );
}
