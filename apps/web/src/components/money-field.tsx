import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** What the person typed → pesos: `"1,234,567.5"` → `1234567.5`; empty or unreadable → null. Commas never reach the server. */
export function parsePesosInput(text: string): number | null {
  const cleaned = text.replace(/,/g, '').trim();
  if (cleaned === '' || cleaned === '.') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Groups the integer part while typing, keeps at most two decimals: `1234567.5` → `1,234,567.5`. */
export function groupDigits(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const [integer = '', ...rest] = cleaned.split('.');
  const grouped = integer.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rest.length > 0 ? `${grouped}.${rest.join('').slice(0, 2)}` : grouped;
}

function display(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : groupDigits(value.toFixed(2).replace(/\.00$/, ''));
}

export type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
};

/** A peso amount: `Php` prefix, commas while typing, a plain number out. */
export function MoneyField({ value, onChange, slotProps, ...rest }: MoneyFieldProps) {
  const [text, setText] = useState(() => display(value));
  const [previousValue, setPreviousValue] = useState(value);
  // Follow a value set from outside (a form reset) without fighting the user's typing.
  if (value !== previousValue) {
    setPreviousValue(value);
    if (parsePesosInput(text) !== (value ?? null)) setText(display(value));
  }
  return (
    <TextField
      {...rest}
      value={text}
      onChange={(event) => {
        const next = groupDigits(event.target.value);
        setText(next);
        onChange(parsePesosInput(next));
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', style: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } },
        input: { startAdornment: <InputAdornment position="start">Php</InputAdornment> },
      }}
    />
  );
}
