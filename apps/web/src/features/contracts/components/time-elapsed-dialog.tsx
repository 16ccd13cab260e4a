import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LabelValue, LabelValueGrid } from '../../../components/label-value';
import { QueryState } from '../../../components/query-state';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog';
import { formatDate, formatNumber, formatPercent } from '../../../lib/format';
import { useContractTimeElapsed } from '../api/get-contract-time-elapsed';

const days = (value: number) => `${formatNumber(value)} C.D.`;

/** The Statement of Time Elapsed (DOMAIN.md): % time elapsed = (days elapsed − days suspended) / (C.D. + extensions). */
export function TimeElapsedDialog({ open, contractId, asOf, onClose }: { open: boolean; contractId: number; asOf?: string; onClose: () => void }) {
  const statement = useContractTimeElapsed(contractId, asOf, { enabled: open });
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="time-elapsed-title">
      <DialogTitle id="time-elapsed-title">Statement of Time Elapsed</DialogTitle>
      <DialogContent>
        <QueryState query={statement} framed={false}>
          {(data) => (
            <LabelValueGrid>
              <LabelValue label="As Of" value={formatDate(data.as_of)} />
              <LabelValue label="Contract Effectivity" value={formatDate(data.contract_effectivity)} />
              <LabelValue label="Calendar Days Elapsed" value={days(data.calendar_days_elapsed)} />
              <LabelValue label="Days Suspended" value={days(data.days_suspended)} />
              <LabelValue label="Contract Time Elapsed" value={days(data.contract_time_elapsed)} />
              <LabelValue label="Original Contract Time" value={days(data.original_contract_time)} />
              <LabelValue label="Time Extensions" value={days(data.time_extension_days)} />
              <LabelValue label="Contract Time + Extensions" value={days(data.revised_contract_time)} />
              <LabelValue label="% Time Elapsed" value={formatPercent(data.percent_time_elapsed)} />
            </LabelValueGrid>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
