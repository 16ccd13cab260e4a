import type { ReactNode } from 'react';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { focusableDisabledProps } from './focusable-disabled';

/**
 * An icon action (a row's pencil or bin, a card's plus). When the role may
 * not, it stays focusable but disabled (aria-disabled) with the refusal as its
 * tooltip, like the page's primary action, so the user learns why.
 */
export function GatedIconButton({
  label,
  icon,
  onClick,
  disabledReason,
  color,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabledReason?: string | null;
  color?: IconButtonProps['color'];
}) {
  if (!disabledReason) {
    return (
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={onClick} size="small" color={color}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={disabledReason} describeChild>
      <IconButton aria-label={label} size="small" {...focusableDisabledProps}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
