import { useId } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

/**
 * An (i) beside a figure's name: its explanation on hover, focus or a tap
 * (issue 18: every dashboard figure says what it is). The explanation is also
 * the button's description, so a screen reader hears it without the tooltip.
 */
export function FigureInfo({ name, explanation }: { name: string; explanation: string }) {
  const id = useId();
  return (
    <Tooltip title={explanation} enterTouchDelay={0} leaveTouchDelay={8000}>
      <IconButton size="small" aria-label={`What is ${name}?`} aria-describedby={id} sx={{ p: 0.5, ml: 0.25 }}>
        <InfoOutlined fontSize="inherit" />
        <span id={id} hidden>
          {explanation}
        </span>
      </IconButton>
    </Tooltip>
  );
}
