import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { forumPostUpdateSchema, type ForumPostUpdateInput, type ForumPostUpdateValues } from '@subaybay/domain';
import { applyServerError } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';
import { RichTextEditor } from './rich-text-editor';

export interface PostFormProps {
  initial?: ForumPostUpdateInput;
  submitLabel: string;
  onSubmit: (values: ForumPostUpdateValues) => Promise<unknown>;
  onCancel: () => void;
}

const empty: ForumPostUpdateInput = { title: '', body: '' };

/** A post's title (plain text) and body (rich text), checked with the domain's schema. */
export function PostForm({ initial = empty, submitLabel, onSubmit, onCancel }: PostFormProps) {
  const form = useForm<ForumPostUpdateInput, unknown, ForumPostUpdateValues>({
    resolver: zodResolver(forumPostUpdateSchema as never) as unknown as Resolver<ForumPostUpdateInput, unknown, ForumPostUpdateValues>,
    defaultValues: initial,
  });
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerError(error, form, empty, setServerError);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
      <form noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          <FormTextField control={form.control} name="title" label="Title" required autoFocus />
          <Controller
            control={form.control}
            name="body"
            render={({ field, fieldState }) => (
              <RichTextEditor label="Body" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
            )}
          />
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
