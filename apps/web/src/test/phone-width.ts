import { vi } from 'vitest';

/**
 * A phone's screen (390 px) for `usePhoneLayout()`: every `max-width` media
 * query matches, every `min-width` one does not. jsdom has no matchMedia, so
 * without this every component renders as on a wide screen. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubPhoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
