import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { configureApiClient } from '../lib/api-client';
import { connectToaster } from '../lib/notify';
import { driftErrors } from './api-mock';

// findBy*/waitFor wait up to 15 s, not 1 s: a page that lazy-loads its chunk (the first test of a worker
// to open the contract page transforms ECharts) and its data on a busy two-core machine can take more
// than 5 s, and that is not a failure. Timings are measured in bench/, never asserted here.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // Files share one jsdom per worker (isolate: false): nothing a page remembers outlives its test.
  window.sessionStorage.clear();
  window.localStorage.clear();
  // The API client's real fetch, notices and navigation again, whatever the test answered it with.
  configureApiClient({});
  // Toasts a test raised with no toaster mounted would otherwise wait for the next test's toaster.
  connectToaster(() => undefined)();
  // A computed mock answer the server could not send: the fetch rejected, and the test fails here.
  const drift = driftErrors.splice(0);
  if (drift.length > 0) throw drift[0];
});
