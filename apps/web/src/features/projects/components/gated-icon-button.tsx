import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/**
 * An icon action (the pencil, the plus) that, when the role may not, stays
 * focusable but disabled with the refusal as its tooltip, like PrimaryAction.
 */
export function GatedIconButton({
  label,
  icon,
  onClick,
  disabledReason,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabledReason: string | null;
}) {
  if (!disabledReason) {
    return (
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={onClick} size="small" color="primary">
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={disabledReason} describeChild>
      <IconButton
        aria-label={label}
        aria-disabled="true"
        className="Mui-disabled"
        size="small"
        onClick={(event) => event.preventDefault()}
        sx={{ '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' } }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
