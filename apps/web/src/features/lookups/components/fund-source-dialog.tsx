import { fundSourceInputSchema } from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';
import { useCreateFundSource } from '../api/create-fund-source';

export interface FundSourceDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the server accepted the new fund source (the page shows the spec's toast). */
  onAdded: () => void;
}

export function FundSourceDialog({ open, onClose, onAdded }: FundSourceDialogProps) {
  const create = useCreateFundSource();
  return (
    <FormDialog
      open={open}
      title="Add Fund Source"
      schema={fundSourceInputSchema}
      defaultValues={{ name: '' }}
      submitLabel="Add"
      onClose={onClose}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
        onAdded();
      }}
    >
      {(form) => <FormTextField control={form.control} name="name" label="Name" required autoFocus helperText="e.g. General Appropriations Act 2024" />}
    </FormDialog>
  );
}
