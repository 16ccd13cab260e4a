import { contractFromProjectInputSchema, contractMessages, todayInManila, contractStartRange } from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';
import { FormDateField, FormMoneyField } from '../../../components/form-value-fields';
import { notifySuccess } from '../../../lib/notify';
import { useCreateProjectContract } from '../api/create-project-contract';

export interface AddContractDialogProps {
  open: boolean;
  projectId: number;
  /** Where the project's system is ("Capas, Tarlac"): the Location the form starts with. */
  defaultLocation: string;
  onClose: () => void;
}

/** Add Contract from a project (spec 2 §5): contract ID, amount, start date and duration required; the location prefilled (decision 024). */
export function AddContractDialog({ open, projectId, defaultLocation, onClose }: AddContractDialogProps) {
  const create = useCreateProjectContract();
  return (
    <FormDialog
      open={open}
      title="Add Contract"
      schema={contractFromProjectInputSchema}
      defaultValues={{ project_id: projectId, contract_id: '', contract_description: '', amount: undefined, start_date: '', duration: undefined, location: defaultLocation }}
      submitLabel="Add Contract"
      maxWidth="sm"
      onClose={onClose}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
        notifySuccess(contractMessages.added);
      }}
    >
      {(form) => (
        <>
          <FormTextField control={form.control} name="contract_id" label="Contract ID" required autoFocus helperText="As the office writes it, e.g. NIAR3-TARZAM-2024-15-1" />
          <FormTextField control={form.control} name="contract_description" label="Description" multiline minRows={2} />
          <FormMoneyField control={form.control} name="amount" label="Amount" required />
          <FormDateField control={form.control} name="start_date" label="Start Date" required helperText="YYYY-MM-DD" maxDate={contractStartRange(todayInManila()).latest} />
          <FormTextField control={form.control} name="duration" label="Duration (C.D.)" type="number" required helperText="Calendar days" />
          <FormTextField
            control={form.control}
            name="location"
            label="Location"
            helperText="Where the works are, as the PPA report shows it. Starts as the project's system's municipality."
          />
        </>
      )}
    </FormDialog>
  );
}
