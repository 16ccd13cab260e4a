import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { onTestFinished } from 'vitest';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { setNavigator } from '../lib/navigation';
import userEvent from '@testing-library/user-event';
import { configureApiClient } from '../lib/api-client';
import { mockApi, type MockAnswer } from './api-mock';

/**
 * A style cache of the test's own, emptied when the test ends. Files share one
 * jsdom per worker, and MUI's styles would otherwise pile up in its head test
 * after test; jsdom matches every rule there on each getComputedStyle, which
 * testing-library calls for every element a role query looks at. The web
 * project took 156 s with the styles piling up, 77 s with this.
 */
function stylesOfThisTest(): EmotionCache {
  const cache = createCache({ key: 'css' });
  onTestFinished(() => cache.sheet.flush());
  return cache;
}

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
    <CacheProvider value={stylesOfThisTest()}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
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

/**
 * The API client answered from `mocks` for the rest of the test (each body
 * checked against the declared response, `mockApi`); `setup.ts` puts the real
 * fetch back after every test.
 */
export function answerApi(mocks: Record<string, MockAnswer>) {
  const api = mockApi(mocks);
  configureApiClient({ fetch: api.fetchMock as unknown as typeof fetch });
  return api;
}

/** What most page tests start with: `renderRoutes` over an API answered from `mocks`, and a user to click and type. */
export function renderRoutesWithApi(
  mocks: Record<string, MockAnswer>,
  routes: Parameters<typeof renderRoutes>[0],
  initialPath: InitialEntry = '/',
) {
  const api = answerApi(mocks);
  return { ...api, ...renderRoutes(routes, initialPath), user: userEvent.setup() };
}

/** `renderPage` over an API answered from `mocks`, and a user to click and type. */
export function renderPageWithApi(mocks: Record<string, MockAnswer>, element: ReactElement, initialPath?: string) {
  const api = answerApi(mocks);
  return { ...api, ...renderPage(element, initialPath), user: userEvent.setup() };
}
