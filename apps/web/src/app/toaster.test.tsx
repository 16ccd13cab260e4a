import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { notify, notifySuccess } from '../lib/notify';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('closes the error toasts still showing when a success follows (a corrected save)', async () => {
    const { unmount } = render(<Toaster />);
    act(() => notify('Amount is required.', 'error'));
    expect(await screen.findByText('Amount is required.')).toBeTruthy();
    act(() => notify('Check the dates.', 'info'));
    act(() => notifySuccess('Billing added successfully!'));
    expect(await screen.findByText('Billing added successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Amount is required.')).toBeNull());
    // Gone for good, not just between two renders of the stack: the error's own time (4 s) is far from over.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText('Amount is required.')).toBeNull();
    // Only errors give way: an information toast stays for its time.
    expect(screen.getByText('Check the dates.')).toBeTruthy();
    unmount();
  });
});
