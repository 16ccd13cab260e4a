import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver, RESOLVER_LOAD_FAILED } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const checked = { values: { name: 'ok' }, errors: {} };

describe('lazyResolver', () => {
  it('loads the real resolver once, on first use, and hands it the form', async () => {
    const real = vi.fn(async () => checked);
    const load = vi.fn(async () => real);
    const resolver = lazyResolver<Values, unknown, Values>(load);
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ name: 'ok' }, undefined, options)).toEqual(checked);
    await resolver({ name: 'again' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenLastCalledWith({ name: 'again' }, undefined, options);
  });

  it('starts loading on preload, before the first check', async () => {
    const load = vi.fn(async () => async () => checked);
    const resolver = lazyResolver<Values, unknown, Values>(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await resolver({ name: 'ok' }, undefined, options)).toEqual(checked);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops the submit with a form error when the code cannot load, and loads again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(async () => checked);
    const resolver = lazyResolver<Values, unknown, Values>(load);
    const failed = await resolver({ name: 'ok' }, undefined, options);
    expect(failed.values).toEqual({});
    expect(failed.errors.root?.message).toBe(RESOLVER_LOAD_FAILED);
    expect(await resolver({ name: 'ok' }, undefined, options)).toEqual(checked);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
