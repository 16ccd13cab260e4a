import { timeExtensionMessages, timeExtensionUpdateSchema, type TimeExtensionItem, todayInManila } from '@subaybay/domain';
import { FormTextField } from '../../../components/form-fields';
import { FormDateField } from '../../../components/form-value-fields';
import { RecordFormDialog } from '../../../components/record-form-dialog';
import type { RecordFormProps } from '../../contract-records/components/contract-record-page';
import { useCreateTimeExtension } from '../api/create-time-extension';
import { useUpdateTimeExtension } from '../api/update-time-extension';

/**
 * Add and Update Time Extension (spec 3 §5): every field required, Number of
 * Days a whole number starting at 0 (spec 3 §9), which the schema then asks
 * to be at least 1 before anything is sent.
 */
export function TimeExtensionDialog({ contractId, open, record: extension, onClose }: RecordFormProps<TimeExtensionItem> & { contractId: number }) {
  const create = useCreateTimeExtension(contractId);
  const update = useUpdateTimeExtension(contractId);
  return (
    <RecordFormDialog
      open={open}
      record={extension}
      noun="Time Extension"
      schema={timeExtensionUpdateSchema}
      defaultValues={{
        number_of_days: extension?.number_of_days ?? 0,
        date_requested: extension?.date_requested ?? '',
        date_approved: extension?.date_approved ?? '',
        reason: extension?.reason ?? '',
      }}
      add={(values) => create.mutateAsync({ contract_id: contractId, ...values })}
      update={(record, values) => update.mutateAsync({ id: record.id, input: values })}
      toasts={{ added: timeExtensionMessages.added, updated: timeExtensionMessages.updated }}
      onClose={onClose}
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
    </RecordFormDialog>
  );
}
