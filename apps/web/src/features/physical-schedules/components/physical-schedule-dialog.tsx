import { physicalScheduleFormSchema, physicalScheduleMessages as messages, type PhysicalSchedule } from '@subaybay/domain';
import { FormTextField } from '../../../components/form-fields';
import { FormDateField } from '../../../components/form-value-fields';
import { RecordFormDialog } from '../../../components/record-form-dialog';
import type { RecordFormProps } from '../../contract-records/components/contract-record-page';
import { percentFieldProps } from '../../contract-records/components/record-fields';
import { useCreatePhysicalSchedule } from '../api/create-physical-schedule';
import { useUpdatePhysicalSchedule } from '../api/update-physical-schedule';

/** Add and Update of a schedule node (admins): the date and the cumulative accomplishment in percent. */
export function PhysicalScheduleDialog({ contractId, open, record: node, onClose }: RecordFormProps<PhysicalSchedule> & { contractId: number }) {
  const create = useCreatePhysicalSchedule(contractId);
  const update = useUpdatePhysicalSchedule(contractId);
  return (
    <RecordFormDialog
      open={open}
      record={node}
      noun="Schedule Node"
      schema={physicalScheduleFormSchema}
      defaultValues={{ date_effective: node?.date ?? '', accomplishment: node?.accomplishment }}
      add={(values) => create.mutateAsync({ contract_id: contractId, ...values })}
      update={(record, values) => update.mutateAsync({ id: record.id, as_of_date: values.date_effective, accomplishment: values.accomplishment })}
      toasts={{ added: messages.added, updated: messages.updated }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <FormDateField control={form.control} name="date_effective" label="Date Effective" required />
          <FormTextField control={form.control} name="accomplishment" label="Accomplishment (%)" {...percentFieldProps} />
        </>
      )}
    </RecordFormDialog>
  );
}
