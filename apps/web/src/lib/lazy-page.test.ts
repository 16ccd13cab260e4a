import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyPage, withTimeout } from './lazy-page';

afterEach(() => vi.useRealTimers());

describe('lazily loaded pages (spec 1 §9)', () => {
  it('gives up on a page chunk after 120 s with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}));
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
  });

  it('turns a failed import into a ChunkLoadError the error page can offer a retry for', async () => {
    await expect(lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))()).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
  });

  it('hands the page component to the router', async () => {
    const Page = () => null;
    await expect(lazyPage(() => Promise.resolve(Page))()).resolves.toEqual({ Component: Page });
  });
});
