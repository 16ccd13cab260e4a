import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField } from './bound-field';
import { PasswordField } from './password-field';
import { TextInput, type TextInputProps } from './text-input';

/**
 * react-hook-form bindings for MUI inputs: the schema's message shows under
 * the field, and the field is announced as invalid.
 */
export interface BaseProps<T extends FieldValues> {
  control: Control<T, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  name: FieldPath<T>;
  label: string;
}

// Text and password fields use TextInput (TextField without select) so the sign-in page loads no Select.
type TextProps<T extends FieldValues> = BaseProps<T> &
  Omit<TextInputProps, 'name' | 'label' | 'value' | 'onChange' | 'error'>;

export function FormTextField<T extends FieldValues>({ control, name, label, helperText, type, ...rest }: TextProps<T>) {
  const { field, inputProps } = useBoundField(control, name, helperText);
  const numeric = type === 'number';
  return (
    <TextInput
      {...rest}
      {...inputProps}
      type={type}
      label={label}
      value={field.value ?? ''}
      onChange={(event) => {
        const raw = event.target.value;
        // A cleared number is null, not undefined: react-hook-form reads undefined as "use the default",
        // which would put the old figure back and turn clear-then-type "20" into "1520".
        field.onChange(numeric ? (raw === '' ? null : Number(raw)) : raw);
      }}
    />
  );
}

export function FormPasswordField<T extends FieldValues>({ control, name, label, helperText, ...rest }: TextProps<T>) {
  const { field, inputProps } = useBoundField(control, name, helperText);
  return (
    <PasswordField {...rest} {...inputProps} label={label} value={field.value ?? ''} onChange={(event) => field.onChange(event.target.value)} />
  );
}

// Still importable from here: a page loads them only if it uses them (components are side-effect free, vite.config.ts).
export { FormCheckboxField, FormSelectField, type SelectOption } from './form-choice-fields';
