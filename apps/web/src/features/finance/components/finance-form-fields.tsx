import { useController, type FieldValues } from 'react-hook-form';
import { DateField } from '../../../components/date-field';
import type { BaseProps } from '../../../components/form-fields';
import { MoneyField } from '../../../components/money-field';

/** react-hook-form bindings of the shared money and date inputs, for the finance dialogs. */

export function FormMoneyField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  autoFocus,
}: BaseProps<T> & { required?: boolean; autoFocus?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <MoneyField
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value as number | null | undefined}
      onChange={field.onChange}
      onBlur={field.onBlur}
      required={required}
      autoFocus={autoFocus}
      size="small"
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}

export function FormDateField<T extends FieldValues>({ control, name, label, required }: BaseProps<T> & { required?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      label={label}
      name={field.name}
      value={field.value as string | null | undefined}
      onChange={field.onChange}
      required={required}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}
