import type { ReactNode } from 'react';
import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useSchemaForm, type FormSchema } from './form-dialog';

export interface PageFormProps<S extends FormSchema> {
  /** The domain schema: its messages show under the fields. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  submitLabel: string;
  /** Throwing (an ApiError) keeps the form with the server's message. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  onCancel: () => void;
  children: (form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode;
  /** The card's width in px: a form of short fields stays narrow. */
  maxWidth?: number;
}

/**
 * A form that is a page of its own (Add Contractor, a system, a forum post):
 * the dialog template of UI.md on a card — fields with the spec's messages,
 * Cancel and the primary action on the right with a spinner, Enter submits,
 * a refusal from the server on its field or on top.
 */
export function PageForm<S extends FormSchema>({ schema, defaultValues, submitLabel, onSubmit, onCancel, children, maxWidth = 640 }: PageFormProps<S>) {
  const { form, serverError, submit } = useSchemaForm(schema, defaultValues, onSubmit);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth }}>
      <form noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          {children(form)}
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
