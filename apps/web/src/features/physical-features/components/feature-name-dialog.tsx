import { physicalFeatureMessages, physicalFeatureNameInputSchema, type PhysicalFeatureName } from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';
import { notifySuccess } from '../../../lib/notify';
import { useSaveFeatureName } from '../api/save-feature-name';

/** Add or update a physical feature name: name, description and unit, all required (spec 3 §5). */
export function FeatureNameDialog({ open, name, onClose }: { open: boolean; name?: PhysicalFeatureName | null; onClose: () => void }) {
  const save = useSaveFeatureName();
  return (
    <FormDialog
      open={open}
      title={name ? 'Update Feature' : 'Add Feature'}
      schema={physicalFeatureNameInputSchema}
      defaultValues={{ name: name?.name ?? '', description: name?.description ?? '', unit: name?.unit ?? '' }}
      submitLabel={name ? 'Update' : 'Add'}
      onClose={onClose}
      onSubmit={async (values) => {
        await save.mutateAsync({ id: name?.id, input: values });
        notifySuccess(name ? physicalFeatureMessages.nameUpdated : physicalFeatureMessages.nameAdded);
      }}
    >
      {(form) => (
        <>
          <FormTextField control={form.control} name="name" label="Name" required />
          <FormTextField control={form.control} name="description" label="Description" required multiline minRows={2} />
          <FormTextField control={form.control} name="unit" label="Unit" required helperText="For example l.m., cu.m. or pcs." />
        </>
      )}
    </FormDialog>
  );
}
