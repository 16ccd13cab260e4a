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

/**
 * notistack's provider, loaded with the first toast (see lib/notify.ts). A
 * success closes the error toasts still showing: after a corrected save the
 * red "what was wrong" must not stay beside the green "saved".
 */
export function Toaster() {
  useEffect(() => {
    const openErrors = new Set<SnackbarKey>();
    return connectToaster(({ message, variant, durationMs }) => {
      if (variant === 'success') {
        for (const key of openErrors) closeSnackbar(key);
        openErrors.clear();
      }
      const key = enqueueSnackbar(message, {
        variant,
        autoHideDuration: durationMs,
        onExited: (_node, exited) => openErrors.delete(exited),
      });
      if (variant === 'error') openErrors.add(key);
    });
  }, []);
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
