import { EARLIEST_RECORD_DATE } from '@subaybay/domain';
import { useController, type FieldValues } from 'react-hook-form';
import { useBoundField } from './bound-field';
import { DateField } from './date-field';
import type { BaseProps } from './form-fields';
import { MoneyField, type MoneyFieldProps } from './money-field';

/**
 * react-hook-form bindings for the money and date inputs, apart from
 * form-fields.tsx so that only forms with amounts or dates load them (the
 * date picker is large).
 */

type MoneyProps<T extends FieldValues> = BaseProps<T> & Omit<MoneyFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error'>;

/** A peso amount: the form holds pesos as a number (or null while empty); the domain schema turns them into centavos. */
export function FormMoneyField<T extends FieldValues>({ control, name, label, helperText, ...rest }: MoneyProps<T>) {
  const { field, inputProps } = useBoundField(control, name, helperText);
  return <MoneyField {...rest} {...inputProps} label={label} value={field.value as number | null | undefined} onChange={field.onChange} />;
}

/**
 * A calendar date: the form holds `YYYY-MM-DD`, or '' while empty (so the schema's "required" message shows).
 * The picker offers no date before EARLIEST_RECORD_DATE (the schemas refuse it) nor after `maxDate`, a bound
 * from the domain's date ranges (docs/decisions/014); the server refuses outside them anyway.
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  required,
  minDate = EARLIEST_RECORD_DATE,
  maxDate,
}: BaseProps<T> & { helperText?: string; required?: boolean; minDate?: string; maxDate?: string }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      label={label}
      name={field.name}
      value={(field.value as string | null | undefined) || null}
      onChange={(value) => field.onChange(value ?? '')}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      required={required}
      minDate={minDate}
      {...(maxDate ? { maxDate } : {})}
    />
  );
}
