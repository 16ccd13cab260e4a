import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SnackbarProvider, closeSnackbar, type SnackbarKey } from 'notistack';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { getSession, subscribeSession } from '../lib/session';
import { TOAST_DEFAULT_MS } from '../lib/notify';
import { theme } from './theme';

function CloseToast({ id }: { id: SnackbarKey }) {
  return (
    <IconButton size="small" color="inherit" aria-label="Close" onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

export function AppProviders({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  // Whatever was cached for the last user goes when the session ends.
  useEffect(
    () =>
      subscribeSession(() => {
        if (!getSession()) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <SnackbarProvider
            maxSnack={3}
            preventDuplicate
            autoHideDuration={TOAST_DEFAULT_MS}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            action={(id) => <CloseToast id={id} />}
          >
            {children}
          </SnackbarProvider>
        </LocalizationProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
