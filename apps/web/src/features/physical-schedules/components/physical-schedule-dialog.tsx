import { physicalScheduleFormSchema, physicalScheduleMessages as messages, type PhysicalSchedule } from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';
import { FormDateField } from '../../../components/form-value-fields';
import { notifySuccess } from '../../../lib/notify';
import { useCreatePhysicalSchedule } from '../api/create-physical-schedule';
import { useUpdatePhysicalSchedule } from '../api/update-physical-schedule';

/** Add and Update of a schedule node (admins): the date and the cumulative accomplishment in percent. */
export function PhysicalScheduleDialog({
  contractId,
  open,
  node,
  onClose,
}: {
  contractId: number;
  open: boolean;
  /** The node being updated; null to add one. */
  node: PhysicalSchedule | null;
  onClose: () => void;
}) {
  const create = useCreatePhysicalSchedule(contractId);
  const update = useUpdatePhysicalSchedule(contractId);
  return (
    <FormDialog
      open={open}
      title={node ? 'Update Schedule Node' : 'Add Schedule Node'}
      schema={physicalScheduleFormSchema}
      defaultValues={{ date_effective: node?.date ?? '', accomplishment: node?.accomplishment }}
      submitLabel={node ? 'Update' : 'Add'}
      onClose={onClose}
      onSubmit={async (values) => {
        if (node) {
          await update.mutateAsync({ id: node.id, as_of_date: values.date_effective, accomplishment: values.accomplishment });
          notifySuccess(messages.updated);
        } else {
          await create.mutateAsync({ contract_id: contractId, ...values });
          notifySuccess(messages.added);
        }
      }}
    >
      {(form) => (
        <>
          <FormDateField control={form.control} name="date_effective" label="Date Effective" required />
          <FormTextField
            control={form.control}
            name="accomplishment"
            label="Accomplishment (%)"
            type="number"
            required
            size="small"
            fullWidth
            slotProps={{ htmlInput: { step: 'any', min: 0, max: 100 } }}
          />
        </>
      )}
    </FormDialog>
  );
}
