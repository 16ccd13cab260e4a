import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from './site';

/** A page's code did not arrive (network error or the 120 s limit of spec 1 §9). */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`The page took longer than ${ms / 1000} s to load.`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('The page could not be loaded.', { cause }));
      },
    );
  });
}

/** A route `lazy` for one page component: `lazyPage(() => import('…').then((m) => m.LoginPage))`. */
export function lazyPage(load: () => Promise<ComponentType>, ms?: number) {
  return async () => ({ Component: await withTimeout(load(), ms) });
}
