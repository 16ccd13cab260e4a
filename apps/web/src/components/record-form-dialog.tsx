import type { ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { notifySuccess } from '../lib/notify';
import { FormDialog, type FormDialogProps, type FormSchema } from './form-dialog';

export interface RecordFormDialogProps<S extends FormSchema, R, A> {
  open: boolean;
  /** The record being updated; null or absent to add one. */
  record: R | null | undefined;
  /** What the dialog adds or updates: 'Billing' titles it 'Add Billing' or 'Update Billing'. */
  noun: string;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  description?: ReactNode;
  add: (values: z.output<S>) => Promise<A>;
  update: (record: R, values: z.output<S>) => Promise<A>;
  /** The spec's success toasts. */
  toasts: { added: string; updated: string };
  /** What the server's answer adds after the toast (the variation order's 10 % warning). */
  afterSave?: (answer: A) => void;
  onClose: () => void;
  children: FormDialogProps<S>['children'];
}

/**
 * The Add and Update dialog of a record (UI.md "Dialogs"): one form for both,
 * titled and submitted by whether a record is given; the toast once saved.
 */
export function RecordFormDialog<S extends FormSchema, R, A>({
  open,
  record,
  noun,
  schema,
  defaultValues,
  description,
  add,
  update,
  toasts,
  afterSave,
  onClose,
  children,
}: RecordFormDialogProps<S, R, A>) {
  return (
    <FormDialog
      open={open}
      title={record ? `Update ${noun}` : `Add ${noun}`}
      schema={schema}
      defaultValues={defaultValues}
      description={description}
      submitLabel={record ? 'Update' : 'Add'}
      onClose={onClose}
      onSubmit={async (values) => {
        const answer = record ? await update(record, values) : await add(values);
        notifySuccess(record ? toasts.updated : toasts.added);
        afterSave?.(answer);
      }}
    >
      {children}
    </FormDialog>
  );
}
