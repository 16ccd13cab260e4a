import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { getSession, subscribeSession } from '../lib/session';
import { subscribeToastRequests, toastRequested } from '../lib/notify';
import { theme } from './theme';

// notistack loads with the first toast, not with the first page.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

function ToasterWhenNeeded() {
  const needed = useSyncExternalStore(subscribeToastRequests, toastRequested, toastRequested);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
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
