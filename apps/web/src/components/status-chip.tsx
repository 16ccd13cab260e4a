import Chip from '@mui/material/Chip';
import { contractStatusLabels, slippageBandLabels, type ContractStatus, type SlippageBand } from '@subaybay/domain';
import { statusColors, type Status } from '../app/theme';

/** Colour and text together, never colour alone (UI.md). */
export function StatusChip({ status, label }: { status: Status; label?: string }) {
  const colour = statusColors[status];
  return (
    <Chip
      size="small"
      label={label ?? colour.label}
      sx={{ bgcolor: colour.main, color: colour.contrastText, fontWeight: 600, borderRadius: 1 }}
    />
  );
}

/** UI.md colours of the D.O. 193 slippage bands. */
const bandStatus: Record<SlippageBand, Status> = {
  on_track: 'onTrack',
  early_warning: 'earlyWarning',
  final_warning: 'finalWarning',
  terminal: 'terminal',
};

/** The D.O. 193 band of a contract not yet at 100 %, with the domain's label; nothing for a completed one (null). */
export function SlippageBandChip({ band }: { band: SlippageBand | null }) {
  if (band === null) return null;
  return <StatusChip status={bandStatus[band]} label={slippageBandLabels[band]} />;
}

/** Suspended and Completed have their colours (UI.md); Ongoing is a plain outlined chip (its band says how it goes). */
export function ContractStatusChip({ status }: { status: ContractStatus }) {
  if (status === 'ongoing') {
    return <Chip size="small" variant="outlined" label={contractStatusLabels.ongoing} sx={{ fontWeight: 600, borderRadius: 1 }} />;
  }
  return <StatusChip status={status} label={contractStatusLabels[status]} />;
}

/** The UI.md colours of a D.O. 193 band (for a chip that is also a link). */
export function slippageBandColours(band: SlippageBand): { main: string; contrastText: string } {
  return statusColors[bandStatus[band]];
}
