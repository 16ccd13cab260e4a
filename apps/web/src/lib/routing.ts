import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { getSession } from './session';

/** Route `handle`: the title the top bar and the document show. */
export interface RouteHandle {
  title?: string;
}

export const pageHandle = (title: string): RouteHandle => ({ title });

/**
 * What a feature adds to the route table, by who may open it. The app's
 * route table puts each group behind its guard and inside the layout.
 */
export interface FeatureRoutes {
  /** Open to anyone (home, login, register, legal pages). */
  public?: RouteObject[];
  /** Needs stored credentials. */
  signedIn?: RouteObject[];
  /** Needs credentials and an active office account. */
  activeAccount?: RouteObject[];
}

/**
 * A route loader that starts the page's queries while its code downloads
 * (CONVENTIONS §14). It does not wait: a failed call shows in the page's own
 * error state with Retry, not on the route error page. Protected pages fetch
 * only with credentials, so a visitor bounced to login makes no API call.
 */
export function prefetchLoader(
  queryClient: QueryClient,
  /** Starts the page's queries, e.g. `(client) => [client.ensureQueryData(listQueryOptions())]`. */
  start: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>[],
  { signedIn = true }: { signedIn?: boolean } = {},
) {
  return (args: LoaderFunctionArgs): null => {
    if (signedIn && !getSession()) return null;
    for (const started of start(queryClient, args)) {
      started.catch(() => {
        // The page's query shows the error.
      });
    }
    return null;
  };
}
