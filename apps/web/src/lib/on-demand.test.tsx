import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('onDemand', () => {
  it('shows the fallback, then the component once its code has loaded, loading it once', async () => {
    const load = vi.fn(async () => Greeting);
    const OnDemandGreeting = onDemand(load);
    const { rerender } = render(<OnDemandGreeting name="Ana" fallback={<p>Waiting</p>} />);
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
    rerender(<OnDemandGreeting name="Ben" />);
    expect(screen.getByText('Hello Ben')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the fallback when the code cannot load, and tries again on the next render', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Greeting);
    const OnDemandGreeting = onDemand(load);
    const { rerender } = render(<OnDemandGreeting name="Ana" fallback={<p>Waiting</p>} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(screen.getByText('Waiting')).toBeTruthy();
    rerender(<OnDemandGreeting name="Ana" fallback={<p>Waiting</p>} />);
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
