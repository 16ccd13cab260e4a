import type { ComponentType } from 'react';
import type { EnsureQueryDataOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { pathId, pathImplementationYear } from './path-params';
import { getSession } from './session';

/** Route `handle`: the title the top bar and the document show. */
export interface RouteHandle {
  title?: string;
}

export const pageHandle = (title: string): RouteHandle => ({ title });

/** One query a page reads, as its feature's `…QueryOptions(…)` gives it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page's queries each have their own answer type
export type PageQuery = EnsureQueryDataOptions<any, Error, any, any>;

/** The queries a page reads at this address; none when the address names nothing (the page then says so). */
export type Prefetch = (args: LoaderFunctionArgs) => readonly PageQuery[];

/** A `Prefetch` whose module is still to load. */
export type LazyPrefetch = (args: LoaderFunctionArgs) => Promise<readonly PageQuery[]>;

/**
 * A page's queries declared in its feature's `route-queries.ts`, which is loaded
 * when the page is opened, beside the page's own chunk: the query modules carry
 * the operations' zod schemas, which the shell must not (first load of `/` and
 * `/login`: bench/README.md, "Web first load"). `prefetch: lazyPrefetch(queries, (q) => q.contractDetails)`.
 */
export function lazyPrefetch<Module>(load: () => Promise<Module>, pick: (module: Module) => Prefetch): LazyPrefetch {
  return async (args) => pick(await load())(args);
}

/** One page of the route table, declared once: where, its title, its code and what it reads. */
export interface PageRoute {
  /** A `paths.*` entry; left out for the index route. */
  path?: string;
  index?: true;
  /** What the top bar and the document title show. */
  title: string;
  /** The page component, in its own chunk: `() => import('./pages/x-page').then((m) => m.XPage)` (spec 1 §9: 120 s limit). */
  page: () => Promise<ComponentType>;
  /** Started while the page's code downloads (CONVENTIONS §14); `lazyPrefetch` keeps its modules out of the shell. */
  prefetch?: Prefetch | LazyPrefetch;
  /**
   * Read again when the cached answer is stale (`prefetchQuery`) rather than
   * keep any cached answer (`ensureQueryData`): for reports read as of a date.
   */
  refetchStale?: boolean;
}

/** A feature's pages by who may open them; the app's route table puts each group behind its guard. */
export interface FeaturePages {
  /** Open to anyone (home, login, register, legal pages). */
  public?: PageRoute[];
  /** Needs stored credentials. */
  signedIn?: PageRoute[];
  /** Needs credentials and an active office account. */
  activeAccount?: PageRoute[];
}

/** What a feature adds to the route table, by who may open it (the router's form of `FeaturePages`). */
export type FeatureRoutes = { [Access in keyof FeaturePages]: RouteObject[] };

/**
 * A route loader that starts the page's queries while its code downloads
 * (CONVENTIONS §14). It does not wait: a failed call shows in the page's own
 * error state with Retry, not on the route error page. Protected pages fetch
 * only with credentials, so a visitor bounced to login makes no API call.
 */
export function prefetchLoader(
  queryClient: QueryClient,
  /** Starts the page's queries, e.g. `(client) => [client.ensureQueryData(listQueryOptions())]`. */
  start: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>[] | Promise<Promise<unknown>[]>,
  { signedIn = true }: { signedIn?: boolean } = {},
) {
  const ignore = () => {
    // The page's query shows the error (and a page whose query module failed to load reads on its own).
  };
  return (args: LoaderFunctionArgs): null => {
    if (signedIn && !getSession()) return null;
    void Promise.resolve(start(queryClient, args)).then((started) => {
      for (const query of started) query.catch(ignore);
    }, ignore);
    return null;
  };
}

/** The router's route for one declared page; a public page prefetches without credentials too. */
export function pageRoute(queryClient: QueryClient, { path, index, title, page, prefetch, refetchStale }: PageRoute, { signedIn = true } = {}): RouteObject {
  const start = (client: QueryClient, query: PageQuery) => (refetchStale ? client.prefetchQuery(query) : client.ensureQueryData(query));
  const loader =
    prefetch && prefetchLoader(queryClient, async (client, args) => (await prefetch(args)).map((query) => start(client, query)), { signedIn });
  return {
    ...(index ? { index } : { path }),
    handle: pageHandle(title),
    ...(loader && { loader }),
    lazy: lazyPage(page),
  };
}

/** A feature's route module: `export const xRoutes = featureRoutes({ activeAccount: [{ path, title, page, prefetch }] })`. */
export function featureRoutes(pages: FeaturePages): (queryClient: QueryClient) => FeatureRoutes {
  return (queryClient) => ({
    public: pages.public?.map((page) => pageRoute(queryClient, page, { signedIn: false })),
    signedIn: pages.signedIn?.map((page) => pageRoute(queryClient, page)),
    activeAccount: pages.activeAccount?.map((page) => pageRoute(queryClient, page)),
  });
}

/** The queries of an address naming a record by id (`withId('contractId', (id) => [contractQueryOptions(id)])`). */
export function withId(param: string, queries: (id: number) => readonly PageQuery[]): Prefetch {
  return ({ params }) => {
    const id = pathId(params[param]);
    return id === null ? [] : queries(id);
  };
}

/** The queries of an address naming an implementation year (`withYear('year', (year) => [ofYearQueryOptions(year)])`). */
export function withYear(param: string, queries: (year: number) => readonly PageQuery[]): Prefetch {
  return ({ params }) => {
    const year = pathImplementationYear(params[param]);
    return year === null ? [] : queries(year);
  };
}
