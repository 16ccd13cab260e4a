import { enqueueSnackbar } from 'notistack';

export type NotifyVariant = 'success' | 'error' | 'info' | 'warning';

/** Toast durations of spec 1 §9 (3 to 5 seconds). */
export const TOAST_SHORT_MS = 3000;
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_LONG_MS = 5000;

export function notify(message: string, variant: NotifyVariant = 'info', durationMs: number = TOAST_DEFAULT_MS): void {
  enqueueSnackbar(message, { variant, autoHideDuration: durationMs });
}

export function notifySuccess(message: string): void {
  notify(message, 'success', TOAST_SHORT_MS);
}
