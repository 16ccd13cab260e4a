import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A react-hook-form field as the props every MUI text-like input takes, written
 * once for the text, password, select and money bindings: its name, ref and blur,
 * and the schema's message under it (else `helperText`), announced as invalid.
 * Each binding adds its own `value` and `onChange`.
 */
export function useBoundField<T extends FieldValues>(
  control: Control<T, any, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  name: FieldPath<T>,
  helperText?: ReactNode,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    inputProps: {
      name: field.name,
      inputRef: field.ref,
      onBlur: field.onBlur,
      error: Boolean(fieldState.error),
      helperText: fieldState.error?.message ?? helperText,
    },
  };
}
