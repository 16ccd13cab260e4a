import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { notify } from './notify';

export const RESOLVER_LOAD_FAILED = 'The form could not be checked: the connection may be slow or interrupted. Try again.';

/**
 * A react-hook-form resolver whose code (zod and the domain schema) loads on
 * first use instead of with the page, for pages of the first load (login).
 * `preload` starts loading early, e.g. on the first keystroke.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
): Resolver<TFieldValues, TContext, TTransformed> & { preload: () => void } {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformed>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // the next try loads again
      throw error;
    }));

  const resolver: Resolver<TFieldValues, TContext, TTransformed> = async (values, context, options) => {
    let resolve: Resolver<TFieldValues, TContext, TTransformed>;
    try {
      resolve = await get();
    } catch {
      notify(RESOLVER_LOAD_FAILED, 'error');
      const errors = { root: { type: 'load', message: RESOLVER_LOAD_FAILED } } as FieldErrors<TFieldValues>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
