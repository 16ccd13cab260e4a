import { systemInputSchema, systemUpdateInputSchema, type System, type SystemValues } from '@subaybay/domain';
import { FormTextField } from '../../../components/form-fields';
import { PageForm } from '../../../components/page-form';
import { MunicipalityAutocomplete } from './municipality-autocomplete';

export interface SystemFormProps {
  /** The system being updated; absent to add one. */
  system?: System | null;
  submitLabel: string;
  onSubmit: (values: SystemValues) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Add and update share the fields; the update form's name message differs
 * (spec 2 §5: 'System name required'), hence two domain schemas.
 */
export function SystemForm({ system, submitLabel, onSubmit, onCancel }: SystemFormProps) {
  return (
    <PageForm
      schema={system ? systemUpdateInputSchema : systemInputSchema}
      defaultValues={{ name: system?.name ?? '', municipality_id: system?.municipality.id as number, remarks: system?.remarks ?? '' }}
      submitLabel={submitLabel}
      onSubmit={(values) => onSubmit(values as SystemValues)}
      onCancel={onCancel}
    >
      {(form) => (
        <>
          <FormTextField control={form.control} name="name" label="Name" required autoFocus helperText="e.g. Upper Pampanga River Irrigation System" />
          <MunicipalityAutocomplete control={form.control} name="municipality_id" initial={system?.municipality ?? null} />
          <FormTextField control={form.control} name="remarks" label="Remarks" multiline minRows={3} />
        </>
      )}
    </PageForm>
  );
}
