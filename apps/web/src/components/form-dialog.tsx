import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { isApiError } from '../lib/api-client';
import { useFullScreenDialog } from './use-full-screen-dialog';

/** Anything zodResolver accepts whose input is a form object. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface FormDialogProps<S extends FormSchema> {
  open: boolean;
  title: string;
  /** The domain schema: its messages show under the fields. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  submitLabel?: string;
  description?: ReactNode;
  /** Throwing (an ApiError) keeps the dialog open with the server's message. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  onClose: () => void;
  children: (form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Full screen at every width (the spec's full-screen dialogs); otherwise only on phones. */
  fullScreen?: boolean;
}

/**
 * The dialog of UI.md: title, fields with the spec's messages, primary action
 * on the right with a spinner; Enter submits, Escape closes; a refusal from
 * the server stays on screen, on its field when the server names one.
 */
export function FormDialog<S extends FormSchema>(props: FormDialogProps<S>) {
  const { open, title, onClose, maxWidth = 'xs' } = props;
  const [busy, setBusy] = useState(false);
  const phone = useFullScreenDialog();
  return (
    <Dialog
      fullScreen={props.fullScreen || phone}
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby="form-dialog-title"
    >
      <DialogTitle id="form-dialog-title">{title}</DialogTitle>
      {open && <FormDialogBody {...props} onBusyChange={setBusy} />}
    </Dialog>
  );
}

function FormDialogBody<S extends FormSchema>({
  schema,
  defaultValues,
  submitLabel = 'Save',
  description,
  onSubmit,
  onClose,
  children,
  onBusyChange,
}: FormDialogProps<S> & { onBusyChange: (busy: boolean) => void }) {
  const { form, serverError, submit } = useSchemaForm(schema, defaultValues, async (values) => {
    onBusyChange(true);
    try {
      await onSubmit(values);
    } finally {
      onBusyChange(false);
    }
    onClose();
  });
  const { isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 0.5 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {description}
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          {children(form)}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isSubmitting} color="inherit">
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * A form checked with a domain schema (its messages under the fields) whose
 * `submit` sends the values and, when the server refuses, puts its field
 * errors under their fields and its sentence in `serverError` — for dialogs
 * (FormDialog) and page forms (PageForm) alike.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  onSubmit: (values: z.output<S>) => Promise<unknown>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      // The API client has toasted the server's sentence; a field it names is marked too.
      applyServerError(error, form, defaultValues as Record<string, unknown>, setServerError);
    }
  });
  return { form, serverError, submit };
}

/** Puts the server's field errors under their fields and its sentence on top. */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError'>,
  fields: Record<string, unknown>,
  setMessage: (message: string) => void,
): void {
  if (!isApiError(error)) {
    setMessage('Something went wrong. Please try again.');
    return;
  }
  let placed = false;
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    if (field in fields && messages[0]) {
      form.setError(field as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: !placed });
      placed = true;
    }
  }
  if (!placed) setMessage(error.detail || 'The server did not accept the request.');
}
