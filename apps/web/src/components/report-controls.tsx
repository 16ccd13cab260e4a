import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { MAX_IMPLEMENTATION_YEAR, MIN_IMPLEMENTATION_YEAR, todayInManila } from '@subaybay/domain';
import { DateField } from './date-field';

/** What a year report is generated for: the As Of date and the implementation year. */
export interface ReportInputs {
  asOf: string;
  year: number;
}

/** Today in Manila and its year: the spec's defaults (spec 2 §9). */
export function defaultReportInputs(): ReportInputs {
  const asOf = todayInManila();
  return { asOf, year: Number(asOf.slice(0, 4)) };
}

export const yearInputMessage = `Enter a year from ${MIN_IMPLEMENTATION_YEAR} to ${MAX_IMPLEMENTATION_YEAR}.`;

function parseYear(text: string): number | null {
  if (!/^\d{4}$/.test(text.trim())) return null;
  const year = Number(text);
  return year >= MIN_IMPLEMENTATION_YEAR && year <= MAX_IMPLEMENTATION_YEAR ? year : null;
}

export interface ReportControlsProps {
  /** The inputs as first shown (default: today and its year). */
  initial?: ReportInputs;
  /** Called with the inputs when Generate is pressed. */
  onGenerate: (inputs: ReportInputs) => void;
  /** A report is being read: Generate shows a spinner. */
  generating?: boolean;
  /** E.g. the "Download Excel File" button, shown once a report is there. */
  actions?: ReactNode;
  generateLabel?: string;
  /** Whether the report takes an As Of date (the overall S-curve does not). */
  withAsOf?: boolean;
  /** What else the report asks, before Generate (e.g. the fund sources). */
  children?: ReactNode;
  /** False while those other inputs are not ready (Generate stays disabled). */
  canGenerate?: boolean;
}

/**
 * The inputs of a year report (spec 2 §2): As Of (default today), Implementation
 * Year (default the current year) and Generate, with the report's own actions
 * (a download) beside them, and whatever else a report asks (`children`). Used
 * by every year report (contracts, projects, the overall S-curve).
 */
export function ReportControls({
  initial,
  onGenerate,
  generating = false,
  actions,
  generateLabel = 'Generate',
  withAsOf = true,
  children,
  canGenerate = true,
}: ReportControlsProps) {
  const start = initial ?? defaultReportInputs();
  const [asOf, setAsOf] = useState<string | null>(start.asOf);
  const [yearText, setYearText] = useState(String(start.year));
  const year = parseYear(yearText);
  const ready = (!withAsOf || asOf !== null) && year !== null && canGenerate;

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label="Report inputs"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onGenerate({ asOf: asOf ?? start.asOf, year });
      }}
      sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', minWidth: 0, displayPrint: 'none' }}
    >
      {withAsOf && (
        <Box sx={{ width: 200, maxWidth: '100%' }}>
          <DateField label="As Of" value={asOf} onChange={(value) => setAsOf(value)} required error={asOf === null} helperText={asOf === null ? 'Pick a date.' : undefined} />
        </Box>
      )}
      <TextField
        label="Implementation Year"
        size="small"
        value={yearText}
        onChange={(event) => setYearText(event.target.value)}
        error={year === null}
        helperText={year === null ? yearInputMessage : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        sx={{ width: 180, maxWidth: '100%' }}
        required
      />
      {children}
      <Button type="submit" variant="contained" disabled={!ready || generating} loading={generating}>
        {generateLabel}
      </Button>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>{actions}</Box>}
    </Paper>
  );
}
