import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { parseIsoDate, type IsoDate } from '@subaybay/domain';

export interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD` or null. */
  value: string | null | undefined;
  onChange: (value: IsoDate | null) => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  minDate?: string;
  maxDate?: string;
}

/**
 * A date input that shows and returns ISO dates (UI.md: ISO in inputs). It
 * brings its own LocalizationProvider so the pickers and their adapter load
 * with the pages that have a date field, not with the app's shell.
 */
export function DateField({ label, value, onChange, error, helperText, required, disabled, name, minDate, maxDate }: DateFieldProps) {
  const parsed = value ? dayjs(value) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={parsed && parsed.isValid() ? parsed : null}
        onChange={(next) => onChange(next && next.isValid() ? parseIsoDate(next.format('YYYY-MM-DD')) : null)}
        format="YYYY-MM-DD"
        disabled={disabled}
        {...(minDate ? { minDate: dayjs(minDate) } : {})}
        {...(maxDate ? { maxDate: dayjs(maxDate) } : {})}
        slotProps={{
          textField: { size: 'small', fullWidth: true, error, helperText, required, name },
        }}
      />
    </LocalizationProvider>
  );
}
