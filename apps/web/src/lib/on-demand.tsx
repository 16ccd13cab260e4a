import { createElement, useEffect, useReducer, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads the first time it renders (the menu drawer,
 * the toaster, the page-loading bar), kept out of the first load. Until the
 * code is there it renders `fallback` (default nothing). Unlike React.lazy a
 * failed load (offline) breaks nothing: the next render tries again.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & { fallback?: ReactNode }> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;

  return function OnDemand({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (loaded) return;
      let mounted = true;
      loading ??= load();
      loading.then(
        (component) => {
          loaded = component;
          if (mounted) rerender();
        },
        () => {
          loading = undefined;
        },
      );
      return () => {
        mounted = false;
      };
    });
    return loaded ? createElement(loaded, props as P) : fallback;
  };
}
