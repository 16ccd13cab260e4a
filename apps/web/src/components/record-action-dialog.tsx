import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Tooltip from '@mui/material/Tooltip';
import { focusableDisabledProps } from './focusable-disabled';

export interface RecordAction {
  label: string;
  onClick: () => void;
  /** When set, the button stays focusable but disabled, with this reason as its tooltip. */
  disabledReason?: string | null;
  color?: 'primary' | 'error' | 'inherit';
}

/**
 * The action dialog of a record page (UI.md "Record page"): a row click opens
 * it with Cancel and the row's actions (spec 3 §2: Cancel, Delete, Update).
 */
export function RecordActionDialog({
  open,
  title = 'Select Action',
  message,
  actions,
  onClose,
}: {
  open: boolean;
  title?: string;
  message: string;
  actions: RecordAction[];
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="record-action-title" aria-describedby="record-action-message">
      <DialogTitle id="record-action-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="record-action-message" sx={{ overflowWrap: 'anywhere' }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} color="inherit" autoFocus>
          Cancel
        </Button>
        {actions.map((action) =>
          action.disabledReason ? (
            <Tooltip key={action.label} title={action.disabledReason} describeChild>
              <Button {...focusableDisabledProps}>{action.label}</Button>
            </Tooltip>
          ) : (
            <Button key={action.label} onClick={action.onClick} color={action.color ?? 'primary'} variant={action.color === 'error' ? 'outlined' : 'contained'}>
              {action.label}
            </Button>
          ),
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The spec's info dialogs (e.g. 'Cannot update or delete entries of more than one day old.'). */
export function InfoDialog({ open, message, onClose }: { open: boolean; message: string; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="info-dialog-title" aria-describedby="info-dialog-message">
      <DialogTitle id="info-dialog-title">Info</DialogTitle>
      <DialogContent>
        <DialogContentText id="info-dialog-message">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
