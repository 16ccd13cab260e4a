import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/**
 * A row's icon action. Refused, it stays focusable (aria-disabled) and its
 * tooltip says why, like the page's primary action.
 */
export function RowActionButton({
  label,
  icon,
  onClick,
  disabledReason,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabledReason?: string | null;
}) {
  if (disabledReason) {
    return (
      <Tooltip title={disabledReason} describeChild>
        <IconButton
          size="small"
          aria-label={label}
          aria-disabled="true"
          className="Mui-disabled"
          onClick={(event) => event.preventDefault()}
          sx={{ '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' } }}
        >
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
