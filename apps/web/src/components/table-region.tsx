import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A table that scrolls in its box (a report's fixed 600 px height, a wide table
 * on a phone): the box is a named region that takes focus, so a keyboard user
 * can scroll it with the arrow keys even when no cell holds a link (axe's
 * "scrollable-region-focusable"). `outlined` draws it as its own card.
 */
export function TableRegion({ label, outlined = false, sx, children }: { label: string; outlined?: boolean; sx?: SxProps<Theme>; children: ReactNode }) {
  return outlined ? (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label} sx={sx}>
      {children}
    </TableContainer>
  ) : (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={sx}>
      {children}
    </TableContainer>
  );
}
