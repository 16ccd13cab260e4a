import Box from '@mui/material/Box';
import { isBehindSchedule } from '@subaybay/domain';
import { statusColors } from '../app/theme';
import { formatPercent } from '../lib/format';
import { VisuallyHidden } from './visually-hidden';

export interface ContractProgressBarProps {
  /** Actual accomplishment (%), null when the contract's records are refused. */
  actual: number | null;
  /** Target accomplishment (%) as of the same date. */
  target: number | null;
  slippage: number | null;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * A contract's progress as the earlier product's lists drew it: a bar of the
 * actual %, a mark at the target %, amber when behind schedule (the domain's
 * rule). The bar is a picture; the sentence beside it is what screen readers
 * and printouts read.
 */
export function ContractProgressBar({ actual, target, slippage }: ContractProgressBarProps) {
  if (actual === null || target === null) return <>—</>;
  const behind = isBehindSchedule({ accomplishment: actual, slippage });
  const fill = actual >= 100 ? statusColors.completed.main : behind ? statusColors.earlyWarning.main : statusColors.onTrack.main;
  const sentence = `Actual ${formatPercent(actual)} of target ${formatPercent(target)}${behind ? ', behind schedule' : ''}`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 72 }} data-behind={behind ? 'true' : 'false'}>
      <Box
        aria-hidden
        sx={{ position: 'relative', flex: 1, height: 10, bgcolor: 'grey.200', borderRadius: 1, border: 1, borderColor: 'grey.400' }}
      >
        <Box sx={{ position: 'absolute', inset: 0, width: `${clamp(actual)}%`, bgcolor: fill, borderRadius: 1 }} />
        {/* The target: a dark tick standing out of the bar, readable in greyscale printouts. */}
        <Box sx={{ position: 'absolute', top: -4, bottom: -4, left: `calc(${clamp(target)}% - 1px)`, width: 2, bgcolor: 'text.primary' }} />
      </Box>
      <VisuallyHidden>{sentence}</VisuallyHidden>
    </Box>
  );
}

