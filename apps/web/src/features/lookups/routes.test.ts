import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '../../app/paths';
import { configureApiClient } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { mockApi } from '../../test/api-mock';
import { signIn } from '../../test/fixtures';
import { lookupKeys } from './api/keys';
import { lookupsRoutes } from './routes';

function setup() {
  const api = mockApi({
    'GET systems': { body: [] },
    'GET fund-sources': { body: [{ id: 1, name: 'GAA 2024' }] },
    'GET municipalities': { body: [{ id: 1, name: 'Capas', province: 'Tarlac' }] },
  });
  configureApiClient({ fetch: api.fetchMock as unknown as typeof fetch, notify: () => undefined });
  const queryClient = createQueryClient();
  const routes = (lookupsRoutes(queryClient).activeAccount ?? []) as RouteObject[];
  const load = (pathname: string) => {
    const [match] = matchRoutes(routes, pathname) ?? [];
    if (!match) throw new Error(`No route for ${pathname}`);
    const loader = match.route.loader as (args: LoaderFunctionArgs) => unknown;
    return loader({ request: new Request(`http://localhost${pathname}`), params: match.params, context: undefined } as LoaderFunctionArgs);
  };
  return { ...api, queryClient, routes, load };
}

afterEach(() => configureApiClient({}));

describe('the lookups routes', () => {
  it("serve the account profile's links and the system pages, with and without an id", () => {
    const { routes } = setup();
    for (const pathname of [paths.systems, paths.systemAdd, paths.systemUpdate(7), '/systems/update', paths.fundSources]) {
      expect(matchRoutes(routes, pathname)?.at(-1)?.pathname).toBe(pathname);
    }
  });

  it('start each page’s query while its code loads', async () => {
    signIn();
    const { load, calls, queryClient } = setup();
    expect(load(paths.fundSources)).toBeNull();
    expect(load(paths.systems)).toBeNull();
    expect(load(paths.systemAdd)).toBeNull();
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual(['GET fund-sources', 'GET municipalities', 'GET systems']),
    );
    await waitFor(() => expect(queryClient.getQueryData(lookupKeys.fundSources)).toEqual([{ id: 1, name: 'GAA 2024' }]));
  });
});
