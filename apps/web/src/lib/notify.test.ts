import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectToaster, notify, notifySuccess, subscribeToastRequests, TOAST_DEFAULT_MS, TOAST_SHORT_MS, waitingToasts } from './notify';

let disconnect: (() => void) | undefined;
afterEach(() => disconnect?.());

describe('notify before and after the toaster has loaded', () => {
  it('keeps toasts in order until the toaster connects, and asks for it once', () => {
    const requested = vi.fn();
    const unsubscribe = subscribeToastRequests(requested);
    expect(waitingToasts()).toBe(0);
    notify('First');
    notifySuccess('Second');
    unsubscribe();
    expect(requested).toHaveBeenCalled();
    expect(waitingToasts()).toBe(2);

    const show = vi.fn();
    disconnect = connectToaster(show);
    expect(show.mock.calls.map(([toast]) => toast)).toEqual([
      { message: 'First', variant: 'info', durationMs: TOAST_DEFAULT_MS },
      { message: 'Second', variant: 'success', durationMs: TOAST_SHORT_MS },
    ]);
    expect(waitingToasts()).toBe(0);
    notify('Third', 'error');
    expect(show).toHaveBeenLastCalledWith({ message: 'Third', variant: 'error', durationMs: TOAST_DEFAULT_MS });
  });
});
