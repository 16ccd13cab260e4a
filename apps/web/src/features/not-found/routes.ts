import type { QueryClient } from '@tanstack/react-query';
import { pageRoute } from '../../lib/routing';

/** Matches whatever no other route does; the route table puts it last. */
export const notFoundRoute = (queryClient: QueryClient) =>
  pageRoute(queryClient, { path: '*', title: 'Page Not Found', page: () => import('./pages/not-found-page').then((m) => m.NotFoundPage) });
