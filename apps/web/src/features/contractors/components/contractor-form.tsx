import { useState } from 'react';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { contractorInputSchema, type Contractor, type ContractorInput, type ContractorValues } from '@subaybay/domain';
import { applyServerError } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';

export interface ContractorFormProps {
  submitLabel: string;
  onSubmit: (values: ContractorValues) => Promise<unknown>;
  onCancel: () => void;
}

const empty: ContractorInput = { name: '', office_address: '', owner_name: '', contact_number: '', tin_number: '' };

/** The form's values for an existing contractor (Edit starts from what the page shows). */
export function contractorFormValues(contractor: Contractor): ContractorInput {
  return {
    name: contractor.name,
    office_address: contractor.office_address,
    owner_name: contractor.owner_name,
    contact_number: contractor.contact_number,
    tin_number: contractor.tin_number,
  };
}

/**
 * The contractor's fields, for Add (this page form) and Edit (a dialog):
 * validated with the domain's `contractorInputSchema`, so the messages are the
 * spec's word for word (spec 3 §5).
 */
export function ContractorFields({ control }: { control: Control<ContractorInput, unknown, ContractorValues> }) {
  return (
    <>
      <FormTextField control={control} name="name" label="Company name" required autoFocus helperText="At least 8 characters" />
      <FormTextField control={control} name="office_address" label="Office address" required multiline minRows={2} helperText="At least 10 characters" />
      <FormTextField control={control} name="owner_name" label="Owner" />
      <FormTextField control={control} name="contact_number" label="Contact number" type="tel" />
      <FormTextField control={control} name="tin_number" label="TIN" />
    </>
  );
}

/** Add Contractor (spec 3 §5) as a page form. */
export function ContractorForm({ submitLabel, onSubmit, onCancel }: ContractorFormProps) {
  const form = useForm<ContractorInput, unknown, ContractorValues>({
    resolver: zodResolver(contractorInputSchema as never) as unknown as Resolver<ContractorInput, unknown, ContractorValues>,
    defaultValues: empty,
  });
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      // The API client has toasted the server's sentence; a field it names (a taken name) is marked too.
      applyServerError(error, form, empty, setServerError);
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
          <ContractorFields control={form.control} />
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
