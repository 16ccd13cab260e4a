import { timeExtensionMessages, timeExtensionUpdateSchema, type TimeExtensionItem, todayInManila } from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';
import { FormDateField } from '../../../components/form-value-fields';
import { notifySuccess } from '../../../lib/notify';
import { useCreateTimeExtension } from '../api/create-time-extension';
import { useUpdateTimeExtension } from '../api/update-time-extension';

export interface TimeExtensionDialogProps {
  contractId: number;
  open: boolean;
  extension?: TimeExtensionItem | null;
  onClose: () => void;
}

/**
 * Add and Update Time Extension (spec 3 §5): every field required, Number of
 * Days a whole number starting at 0 (spec 3 §9), which the schema then asks
 * to be at least 1 before anything is sent.
 */
export function TimeExtensionDialog({ contractId, open, extension, onClose }: TimeExtensionDialogProps) {
  const create = useCreateTimeExtension(contractId);
  const update = useUpdateTimeExtension(contractId);
  return (
    <FormDialog
      open={open}
      title={extension ? 'Update Time Extension' : 'Add Time Extension'}
      schema={timeExtensionUpdateSchema}
      defaultValues={{
        number_of_days: extension?.number_of_days ?? 0,
        date_requested: extension?.date_requested ?? '',
        date_approved: extension?.date_approved ?? '',
        reason: extension?.reason ?? '',
      }}
      submitLabel={extension ? 'Update' : 'Add'}
      onClose={onClose}
      onSubmit={async (values) => {
        if (extension) {
          await update.mutateAsync({ id: extension.id, input: values });
          notifySuccess(timeExtensionMessages.updated);
        } else {
          await create.mutateAsync({ contract_id: contractId, ...values });
          notifySuccess(timeExtensionMessages.added);
        }
      }}
    >
      {(form) => (
        <>
          <FormDateField control={form.control} name="date_requested" label="Date Requested" required maxDate={todayInManila()} />
          <FormDateField control={form.control} name="date_approved" label="Date Approved" required maxDate={todayInManila()} />
          <FormTextField
            control={form.control}
            name="number_of_days"
            label="Number of Days"
            type="number"
            required
            size="small"
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
          />
          <FormTextField control={form.control} name="reason" label="Reason for Extension" required multiline minRows={2} />
        </>
      )}
    </FormDialog>
  );
}
