import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import { MAX_IMPLEMENTATION_YEAR, MIN_IMPLEMENTATION_YEAR, type IsoDate } from '@subaybay/domain';
import { DateField } from './date-field';
import { defaultReportInputs, parseReportYear, type ReportInputs } from './report-params';

export const yearInputMessage = `Enter a year from ${MIN_IMPLEMENTATION_YEAR} to ${MAX_IMPLEMENTATION_YEAR}.`;

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
  /** Said above the inputs when the address held inputs that could not be read (`useReportParams().notice`). */
  notice?: string | null;
}

/**
 * The inputs of a year report (spec 2 §2): As Of (default today), Implementation
 * Year (default the current year) and Generate, with the report's own actions
 * (a download) beside them, and whatever else a report asks (`children`). Used
 * by every year report (contracts, projects, the overall S-curve).
 */
export function ReportControls(props: ReportControlsProps) {
  const start = props.initial ?? defaultReportInputs();
  // The fields start again from the address's inputs whenever those change (Back, a link).
  return <ReportControlsForm key={`${start.year}|${start.asOf}`} {...props} initial={start} />;
}

function ReportControlsForm({
  initial,
  onGenerate,
  generating = false,
  actions,
  generateLabel = 'Generate',
  withAsOf = true,
  children,
  canGenerate = true,
  notice,
}: ReportControlsProps & { initial: ReportInputs }) {
  const start = initial;
  const [asOf, setAsOf] = useState<IsoDate | null>(start.asOf);
  const [yearText, setYearText] = useState(String(start.year));
  const year = parseReportYear(yearText);
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
      {notice && (
        <Alert severity="warning" sx={{ flexBasis: '100%' }}>
          {notice}
        </Alert>
      )}
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
