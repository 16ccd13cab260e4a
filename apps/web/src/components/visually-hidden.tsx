import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Text for screen readers only. The sizes are in px on purpose: in MUI's `sx`
 * a width of 1 means 100 %, which made such a span as wide as its container
 * and widened a phone's page.
 */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHiddenSx}>
      {children}
    </Box>
  );
}
