import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle } from '../../lib/routing';

/** Matches whatever no other route does; the route table puts it last. */
export const notFoundRoute: RouteObject = {
  path: '*',
  handle: pageHandle('Page Not Found'),
  lazy: lazyPage(() => import('./pages/not-found-page').then((m) => m.NotFoundPage)),
};
