import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { setNavigator } from '../lib/navigation';

/**
 * Renders routes in memory with the app's providers; the API client navigates
 * within them. Pass `createRoutes` to give the loaders the test's query cache.
 */
export function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  /** A path, or a location with navigation state (`{ pathname, state }`). */
  initialPath: InitialEntry = '/',
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, { initialEntries: [initialPath] });
  setNavigator((to) => void router.navigate(to));
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** One element on a page of its own, plus stand-ins for pages it may go to. */
export function renderPage(element: ReactElement, initialPath = '/under-test') {
  return renderRoutes(
    [
      { path: '*', element },
      { path: '/login', element: <p>Login page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    initialPath,
  );
}
