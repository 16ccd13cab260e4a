import { createContext, useContext, useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '../lib/format';

/**
 * The signed-in office's name, provided once by the app layout (which reads the
 * account), for what is printed or exported: the print header, a PNG's title.
 */
export const OfficeNameContext = createContext<string | undefined>(undefined);

export function useOfficeName(): string | undefined {
  return useContext(OfficeNameContext);
}

type Line = string | null | undefined | false;

/**
 * The lines a printout or an exported image (an S-curve PNG) is headed with:
 * the office, the title, then what it covers; lines that do not apply left out.
 */
export function useTitleLines(title: string, lines: readonly Line[] = []): string[] {
  const office = useOfficeName();
  // One array while the text stays the same (it is a dependency of the chart's effects).
  const text = [office, title, ...lines].filter((line): line is string => typeof line === 'string' && line !== '').join('\n');
  return useMemo(() => text.split('\n'), [text]);
}

export interface PrintHeaderProps {
  /** The report's title, e.g. "Contracts Detailed Breakdown". */
  title: string;
  /** What the report is of and as of, e.g. "CY 2024, as of Mar 5, 2024"; one line each. */
  lines?: readonly Line[];
}

/**
 * The head of a printed report (UI.md: the office and the as-of in the
 * header): the office, the report's title and what it covers. Shown on paper
 * only; on screen the page's own title and inputs say the same.
 */
export function PrintHeader({ title, lines = [] }: PrintHeaderProps) {
  const office = useOfficeName();
  return (
    <Box className="print-header" data-testid="print-header" sx={{ display: 'none', displayPrint: 'block', mb: 1, textAlign: 'center' }}>
      {office && (
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '11pt' }}>
          {office}
        </Typography>
      )}
      <Typography component="p" sx={{ fontWeight: 600, fontSize: '11pt' }}>
        {title}
      </Typography>
      {lines.filter(Boolean).map((line) => (
        <Typography key={line as string} component="p" sx={{ fontSize: '9pt' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/** "CY 2024, as of Mar 5, 2024": what a year report covers, as its printout says it. */
export function yearAsOfLine(year: number, asOf: string): string {
  return `CY ${year}, as of ${formatDate(asOf)}`;
}
