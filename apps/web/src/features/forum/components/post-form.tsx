import { Controller } from 'react-hook-form';
import { forumPostUpdateSchema, type ForumPostUpdateInput, type ForumPostUpdateValues } from '@subaybay/domain';
import { FormTextField } from '../../../components/form-fields';
import { PageForm } from '../../../components/page-form';
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
  return (
    <PageForm schema={forumPostUpdateSchema} defaultValues={initial} submitLabel={submitLabel} onSubmit={onSubmit} onCancel={onCancel} maxWidth={880}>
      {(form) => (
        <>
          <FormTextField control={form.control} name="title" label="Title" required autoFocus />
          <Controller
            control={form.control}
            name="body"
            render={({ field, fieldState }) => (
              <RichTextEditor label="Body" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
            )}
          />
        </>
      )}
    </PageForm>
  );
}
