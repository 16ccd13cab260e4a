import Chip from '@mui/material/Chip';
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
