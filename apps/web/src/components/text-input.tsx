import { forwardRef, useId } from 'react';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { OutlinedTextFieldProps } from '@mui/material/TextField';

export type TextInputProps = Omit<OutlinedTextFieldProps, 'variant' | 'select' | 'slots' | 'children'>;

type SlotProp<P> = P | ((ownerState: TextInputProps) => P) | undefined;
function slot<P>(value: unknown, ownerState: TextInputProps): Partial<P> {
  const prop = value as SlotProp<P>;
  return (typeof prop === 'function' ? (prop as (state: TextInputProps) => P)(ownerState) : prop) ?? {};
}

/**
 * MUI's outlined TextField without its `select` mode, for the form fields of
 * pages in the first load (sign-in): TextField imports Select, and with it
 * Menu, Popover and the filled and standard inputs, whatever its props. Same
 * markup, ids, aria links, class and theme defaults (`MuiTextField`) as
 * TextField; use TextField itself for a select.
 */
export const TextInput = forwardRef<HTMLDivElement, TextInputProps>(function TextInput(inProps, ref) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' });
  const {
    autoComplete,
    autoFocus = false,
    className,
    color = 'primary',
    defaultValue,
    disabled = false,
    error = false,
    fullWidth = false,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required = false,
    rows,
    slotProps = {},
    type,
    value,
    ...other
  } = props;
  const autoId = useId();
  const id = idOverride ?? autoId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const inputProps = slot<OutlinedInputProps>(slotProps.input, props);
  const labelProps = slot<InputLabelProps>(slotProps.inputLabel, props);
  const helperProps = slot<FormHelperTextProps>(slotProps.formHelperText, props);
  const htmlInputProps = slot<NonNullable<OutlinedInputProps['inputProps']>>(slotProps.htmlInput, props);

  return (
    <FormControl
      {...other}
      ref={ref}
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      color={color}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      variant="outlined"
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...labelProps}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        label={label}
        {...(labelProps.shrink === undefined ? {} : { notched: labelProps.shrink })}
        inputProps={htmlInputProps}
        {...inputProps}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...helperProps}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
});
