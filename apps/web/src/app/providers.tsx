import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { getSession, subscribeSession } from '../lib/session';
import { subscribeToastRequests, waitingToasts } from '../lib/notify';
import { onDemand } from '../lib/on-demand';
import { theme } from './theme';

// notistack loads with the first toast, not with the first page; offline, the
// toasts wait and each new one tries again.
const Toaster = onDemand(() => import('./toaster').then((m) => m.Toaster));

function ToasterWhenNeeded() {
  // Re-rendered by every toast that waits, which retries a failed load.
  const waiting = useSyncExternalStore(subscribeToastRequests, waitingToasts, waitingToasts);
  const [needed, setNeeded] = useState(false);
  if (waiting > 0 && !needed) setNeeded(true);
  return needed ? <Toaster /> : null;
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
        {children}
        <ToasterWhenNeeded />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
