import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import Typography from '@mui/material/Typography';
import {
  daysElapsed,
  isIsoDate,
  physicalAccomplishmentFormSchema,
  physicalAccomplishmentMessages as messages,
  type IsoDate,
  type PhysicalAccomplishment,
  type PhysicalAccomplishmentFormValues,
  todayInManila,
} from '@subaybay/domain';
import { FormCheckboxField, FormTextField } from '../../../components/form-fields';
import { FormDateField } from '../../../components/form-value-fields';
import { RecordFormDialog } from '../../../components/record-form-dialog';
import { useContract } from '../../contracts/api/get-contract';
import type { RecordFormProps } from '../../contract-records/components/contract-record-page';
import { percentFieldProps } from '../../contract-records/components/record-fields';
import { useCreatePhysicalAccomplishment } from '../api/create-physical-accomplishment';
import { useUpdatePhysicalAccomplishment } from '../api/update-physical-accomplishment';

/**
 * Add and Update of an accomplishment node (spec 1 §5): the percentage and an
 * 'Overwrite Day Elapsed' tick that reveals the As Of date. Unticked, Add
 * dates the node today (the server's clock) and Update keeps its date.
 */
export function PhysicalAccomplishmentDialog({ contractId, open, record: node, onClose }: RecordFormProps<PhysicalAccomplishment> & { contractId: number }) {
  const create = useCreatePhysicalAccomplishment(contractId);
  const update = useUpdatePhysicalAccomplishment(contractId);
  return (
    <RecordFormDialog
      open={open}
      record={node}
      noun="Accomplishment"
      schema={physicalAccomplishmentFormSchema}
      defaultValues={{ accomplishment: node?.accomplishment, overwrite: false, as_of_date: node?.date ?? '' }}
      // The two operations name the overwritten date differently.
      add={(values) =>
        create.mutateAsync({ contract_id: contractId, accomplishment: values.accomplishment, ...(values.overwrite ? { overwrite_as_of_date: values.as_of_date } : {}) })
      }
      update={(record, values) =>
        update.mutateAsync({ id: record.id, accomplishment: values.accomplishment, ...(values.overwrite ? { as_of_date: values.as_of_date } : {}) })
      }
      toasts={{ added: messages.added, updated: messages.updated }}
      onClose={onClose}
    >
      {(form) => <AccomplishmentFields form={form} contractId={contractId} keptDate={node?.date ?? null} />}
    </RecordFormDialog>
  );
}

type AccomplishmentForm = UseFormReturn<PhysicalAccomplishmentFormValues, unknown, z.output<typeof physicalAccomplishmentFormSchema>>;

function AccomplishmentFields({ form, contractId, keptDate }: { form: AccomplishmentForm; contractId: number; keptDate: string | null }) {
  const overwrite = useWatch({ control: form.control, name: 'overwrite' });
  const asOfDate = useWatch({ control: form.control, name: 'as_of_date' });
  // Unticked, Add dates the node today and Update keeps its date: say which date that is either way.
  const recorded = overwrite ? asOfDate : (keptDate ?? todayInManila());
  return (
    <>
      <FormTextField control={form.control} name="accomplishment" label="Accomplishment (%)" {...percentFieldProps} />
      <FormCheckboxField control={form.control} name="overwrite" label="Overwrite Day Elapsed" />
      {overwrite && <FormDateField control={form.control} name="as_of_date" label="As Of" required maxDate={todayInManila()} />}
      <RecordedDay contractId={contractId} date={recorded} />
    </>
  );
}

/** "Records 2024-02-25, day 56 of the contract": the node's date and its day, counted as the curves count it (day 1 = E). */
export function recordedDayText(startDate: IsoDate | null, date: string | null | undefined): string | null {
  if (!date || !isIsoDate(date)) return null;
  if (!startDate) return `Records ${date}.`;
  const day = daysElapsed(startDate, date);
  return day === 0 ? `Records ${date}, before the contract's start date ${startDate}.` : `Records ${date}, day ${day} of the contract.`;
}

function RecordedDay({ contractId, date }: { contractId: number; date: string | null | undefined }) {
  const contract = useContract(contractId);
  const text = recordedDayText(contract.data?.start_date ?? null, date);
  if (!text) return null;
  return (
    <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
      {text}
    </Typography>
  );
}
