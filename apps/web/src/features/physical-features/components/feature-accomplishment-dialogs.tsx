import {
  featureAccomplishmentFormSchema,
  featureAccomplishmentUpdateSchema,
  physicalFeatureMessages,
  type FeatureAccomplishmentItem,
  type PhysicalFeatureName,
  todayInManila,
} from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormSelectField, FormTextField } from '../../../components/form-fields';
import { FormDateField } from '../../../components/form-value-fields';
import { notifySuccess } from '../../../lib/notify';
import { useCreateFeatureAccomplishment } from '../api/create-feature-accomplishment';
import { useUpdateFeatureAccomplishment } from '../api/update-feature-accomplishment';

const quantityInput = { htmlInput: { min: 0, step: 'any', inputMode: 'decimal' as const } };

/** Add Accomplishment: the feature, the date and the cumulative quantity as of that date (spec 3 §5). */
export function AddFeatureAccomplishmentDialog({
  contractId,
  open,
  names,
  nameId,
  onClose,
}: {
  contractId: number;
  open: boolean;
  names: readonly PhysicalFeatureName[];
  /** Preselected feature (the page of one feature). */
  nameId?: number;
  onClose: () => void;
}) {
  const create = useCreateFeatureAccomplishment(contractId);
  return (
    <FormDialog
      open={open}
      title="Add Accomplishment"
      schema={featureAccomplishmentFormSchema}
      defaultValues={{ physical_feature_name_id: nameId, accomplishment_date: '', quantity: undefined }}
      submitLabel="Add"
      onClose={onClose}
      description="Quantities are cumulative: enter the total built as of the date."
      onSubmit={async (values) => {
        await create.mutateAsync({ contract_id: contractId, ...values });
        notifySuccess(physicalFeatureMessages.accomplishmentAdded);
      }}
    >
      {(form) => (
        <>
          <FormSelectField
            control={form.control}
            name="physical_feature_name_id"
            label="Physical Feature"
            required
            size="small"
            fullWidth
            options={names.map((name) => ({ value: name.id, label: `${name.name} (${name.unit})` }))}
          />
          <FormDateField control={form.control} name="accomplishment_date" label="Accomplishment Date" required maxDate={todayInManila()} />
          <FormTextField control={form.control} name="quantity" label="Quantity" type="number" required size="small" slotProps={quantityInput} />
        </>
      )}
    </FormDialog>
  );
}

/** Update of an entry: the quantity only (spec 3 §7). */
export function UpdateFeatureAccomplishmentDialog({
  contractId,
  entry,
  onClose,
}: {
  contractId: number;
  entry: FeatureAccomplishmentItem | null;
  onClose: () => void;
}) {
  const update = useUpdateFeatureAccomplishment(contractId);
  return (
    <FormDialog
      open={entry !== null}
      title="Update Accomplishment"
      schema={featureAccomplishmentUpdateSchema}
      defaultValues={{ quantity: entry?.quantity }}
      submitLabel="Update"
      onClose={onClose}
      onSubmit={async (values) => {
        if (!entry) return;
        await update.mutateAsync({ id: entry.id, quantity: values.quantity });
        notifySuccess(physicalFeatureMessages.accomplishmentUpdated);
      }}
    >
      {(form) => <FormTextField control={form.control} name="quantity" label="Quantity" type="number" required size="small" slotProps={quantityInput} />}
    </FormDialog>
  );
}
