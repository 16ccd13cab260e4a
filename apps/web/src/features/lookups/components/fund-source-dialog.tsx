import { fundSourceInputSchema, type FundSource } from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';
import { useCreateFundSource } from '../api/create-fund-source';
import { useUpdateFundSource } from '../api/update-fund-source';

export interface FundSourceDialogProps {
  open: boolean;
  /** The fund source to rename; without one the dialog adds a new fund source. */
  fundSource?: FundSource | null;
  onClose: () => void;
  /** Called after the server accepted the fund source (the page shows the spec's toast). */
  onSaved: () => void;
}

/** Add a fund source, or rename one (a typo cannot be fixed by deleting once projects use it). */
export function FundSourceDialog({ open, fundSource, onClose, onSaved }: FundSourceDialogProps) {
  const create = useCreateFundSource();
  const update = useUpdateFundSource();
  return (
    <FormDialog
      open={open}
      title={fundSource ? 'Rename Fund Source' : 'Add Fund Source'}
      schema={fundSourceInputSchema}
      defaultValues={{ name: fundSource?.name ?? '' }}
      submitLabel={fundSource ? 'Save' : 'Add'}
      onClose={onClose}
      onSubmit={async (values) => {
        if (fundSource) await update.mutateAsync({ id: fundSource.id, input: values });
        else await create.mutateAsync(values);
        onSaved();
      }}
    >
      {(form) => <FormTextField control={form.control} name="name" label="Name" required autoFocus helperText="e.g. General Appropriations Act 2024" />}
    </FormDialog>
  );
}
