import { contractorInputSchema, contractorMessages, type Contractor } from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateContractor } from '../api/update-contractor';
import { ContractorFields, contractorFormValues } from './contractor-form';

export interface EditContractorDialogProps {
  open: boolean;
  contractor: Contractor;
  onClose: () => void;
}

/**
 * Edit a contractor (spec 3 §7 `contractors/update/{id}/`): Add's fields and
 * messages, prefilled; a refusal (a taken name) keeps the dialog open with the
 * server's sentence on its field.
 */
export function EditContractorDialog({ open, contractor, onClose }: EditContractorDialogProps) {
  const update = useUpdateContractor();
  return (
    <FormDialog
      open={open}
      title="Edit Contractor"
      schema={contractorInputSchema}
      defaultValues={contractorFormValues(contractor)}
      submitLabel="Save"
      maxWidth="sm"
      onClose={onClose}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: contractor.id, values });
        notifySuccess(contractorMessages.updated);
      }}
    >
      {(form) => <ContractorFields control={form.control} />}
    </FormDialog>
  );
}
