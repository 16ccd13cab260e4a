export type NotifyVariant = 'success' | 'error' | 'info' | 'warning';

/** Toast durations of spec 1 §9 (3 to 5 seconds). */
export const TOAST_SHORT_MS = 3000;
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_LONG_MS = 5000;

export interface Toast {
  message: string;
  variant: NotifyVariant;
  durationMs: number;
}

/**
 * Toasts are shown by the toaster (app/toaster.tsx), whose code (notistack)
 * loads with the first toast rather than with every page: until it has
 * connected, toasts wait here in order.
 */
let show: ((toast: Toast) => void) | null = null;
const waiting: Toast[] = [];
const listeners = new Set<() => void>();

export function notify(message: string, variant: NotifyVariant = 'info', durationMs: number = TOAST_DEFAULT_MS): void {
  const toast = { message, variant, durationMs };
  if (show) {
    show(toast);
    return;
  }
  waiting.push(toast);
  for (const listener of listeners) listener();
}

export function notifySuccess(message: string): void {
  notify(message, 'success', TOAST_SHORT_MS);
}

/** Toasts waiting for the toaster: the app loads it when there are some. */
export function waitingToasts(): number {
  return waiting.length;
}

export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The mounted toaster takes the waiting toasts and every later one; the returned function disconnects it. */
export function connectToaster(next: (toast: Toast) => void): () => void {
  show = next;
  for (const toast of waiting.splice(0)) next(toast);
  return () => {
    if (show === next) show = null;
  };
}
