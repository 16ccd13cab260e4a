import { physicalFeatureMessages, physicalFeatureNameInputSchema, type PhysicalFeatureName } from '@subaybay/domain';
import { FormTextField } from '../../../components/form-fields';
import { RecordFormDialog } from '../../../components/record-form-dialog';
import { useSaveFeatureName } from '../api/save-feature-name';

/** Add or update a physical feature name: name, description and unit, all required (spec 3 §5). */
export function FeatureNameDialog({ open, name, onClose }: { open: boolean; name?: PhysicalFeatureName | null; onClose: () => void }) {
  const save = useSaveFeatureName();
  return (
    <RecordFormDialog
      open={open}
      record={name}
      noun="Feature"
      schema={physicalFeatureNameInputSchema}
      defaultValues={{ name: name?.name ?? '', description: name?.description ?? '', unit: name?.unit ?? '' }}
      add={(values) => save.mutateAsync({ input: values })}
      update={(record, values) => save.mutateAsync({ id: record.id, input: values })}
      toasts={{ added: physicalFeatureMessages.nameAdded, updated: physicalFeatureMessages.nameUpdated }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <FormTextField control={form.control} name="name" label="Name" required />
          <FormTextField control={form.control} name="description" label="Description" required multiline minRows={2} />
          <FormTextField control={form.control} name="unit" label="Unit" required helperText="For example l.m., cu.m. or pcs." />
        </>
      )}
    </RecordFormDialog>
  );
}
