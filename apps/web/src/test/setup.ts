import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { driftErrors } from './api-mock';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  // A computed mock answer the server could not send: the fetch rejected, and the test fails here.
  const drift = driftErrors.splice(0);
  if (drift.length > 0) throw drift[0];
});
