import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { systemInputSchema, systemUpdateInputSchema, type System, type SystemInput, type SystemValues } from '@subaybay/domain';
import { applyServerError } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';
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
  const schema = system ? systemUpdateInputSchema : systemInputSchema;
  const form = useForm<SystemInput, unknown, SystemValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<SystemInput, unknown, SystemValues>,
    defaultValues: { name: system?.name ?? '', municipality_id: system?.municipality.id as number, remarks: system?.remarks ?? '' },
  });
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      // The API client has toasted the server's sentence (409 duplicate, 400); fields it names are marked too.
      applyServerError(error, form, { name: '', municipality_id: '', remarks: '' }, setServerError);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <form noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          <FormTextField control={form.control} name="name" label="Name" required autoFocus helperText="e.g. Upper Pampanga River Irrigation System" />
          <MunicipalityAutocomplete control={form.control} name="municipality_id" initial={system?.municipality ?? null} />
          <FormTextField control={form.control} name="remarks" label="Remarks" multiline minRows={3} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel} color="inherit" disabled={form.formState.isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {submitLabel}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
