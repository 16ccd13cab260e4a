import type { MouseEvent } from 'react';

/**
 * The props of a button the user may not press but should still reach: aria-disabled
 * rather than disabled, so it stays focusable and keyboard and screen-reader users
 * hear why (the refusal is its tooltip, `describeChild`); it looks disabled, keeps
 * the not-allowed cursor and ignores clicks. Spread on a MUI Button or IconButton.
 */
export const focusableDisabledProps = {
  'aria-disabled': 'true',
  className: 'Mui-disabled',
  onClick: (event: MouseEvent) => event.preventDefault(),
  sx: { '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' } },
} as const;
