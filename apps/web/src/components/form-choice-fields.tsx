import type { ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useBoundField } from './bound-field';
import type { BaseProps } from './form-fields';

/**
 * The select and checkbox bindings, apart from the text fields so that a page
 * with text fields only (sign-in, in the first load) loads neither Select nor
 * Checkbox. form-fields.tsx re-exports them.
 */
type SelectProps<T extends FieldValues> = BaseProps<T> &
  Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error'>;

export interface SelectOption {
  value: number | string;
  label: string;
}

/** A select whose value keeps the option's type (numbers stay numbers for ids). */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  helperText,
  ...rest
}: SelectProps<T> & { options: SelectOption[] }) {
  const { field, inputProps } = useBoundField(control, name, helperText);
  return (
    <TextField
      {...rest}
      {...inputProps}
      select
      label={label}
      value={field.value ?? ''}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === String(event.target.value));
        field.onChange(chosen ? chosen.value : undefined);
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function FormCheckboxField<T extends FieldValues>({
  control,
  name,
  label,
}: Omit<BaseProps<T>, 'label'> & { label: ReactNode }) {
  const { field, fieldState } = useController({ control, name });
  const helperId = `${field.name}-helper`;
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.checked)}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': fieldState.error ? helperId : undefined } }}
          />
        }
      />
      {fieldState.error && <FormHelperText id={helperId}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
