import { useEffect } from 'react';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { connectToaster, TOAST_DEFAULT_MS } from '../lib/notify';

function CloseToast({ id }: { id: SnackbarKey }) {
  return (
    <IconButton size="small" color="inherit" aria-label="Close" onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** notistack's provider, loaded with the first toast (see lib/notify.ts). */
export function Toaster() {
  useEffect(
    () => connectToaster(({ message, variant, durationMs }) => void enqueueSnackbar(message, { variant, autoHideDuration: durationMs })),
    [],
  );
  return (
    <SnackbarProvider
      maxSnack={3}
      preventDuplicate
      autoHideDuration={TOAST_DEFAULT_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      action={(id) => <CloseToast id={id} />}
    />
  );
}
