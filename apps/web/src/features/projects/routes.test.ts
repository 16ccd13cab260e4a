import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { configureApiClient } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { mockApi, type MockAnswer } from '../../test/api-mock';
import { signIn } from '../../test/fixtures';
import { projectsRoutes } from './routes';

function setup(routes: Record<string, MockAnswer>) {
  const api = mockApi(routes);
  configureApiClient({ fetch: api.fetchMock as unknown as typeof fetch, notify: () => undefined });
  const queryClient = createQueryClient();
  const pages = projectsRoutes(queryClient).activeAccount ?? [];
  const load = (index: number, url: string, params: Record<string, string>) => {
    const loader = pages[index]?.loader;
    if (typeof loader !== 'function') throw new Error('The page has no loader.');
    return (loader as (args: LoaderFunctionArgs) => unknown)({ request: new Request(`http://localhost${url}`), params, context: undefined } as LoaderFunctionArgs);
  };
  return { ...api, load };
}

const called = (calls: { method: string; path: string }[]) => calls.map((call) => `${call.method} ${call.path}`).sort();

afterEach(() => configureApiClient({}));

describe('the projects route loaders (CONVENTIONS §14)', () => {
  it('start the years, the year list, and the project with its contracts without waiting', async () => {
    signIn();
    const { load, calls } = setup({
      'GET projects': { body: [] },
      'GET projects/year/2024': { body: [] },
      'GET projects/11': { status: 404, body: { detail: 'Not found.' } },
      'GET contracts/project/11': { body: [] },
    });
    expect(load(0, '/projects', {})).toBeNull();
    expect(load(1, '/projects/year/2024', { year: '2024' })).toBeNull();
    expect(load(2, '/projects/details/11/2024', { projectId: '11', year: '2024' })).toBeNull();
    await waitFor(() =>
      expect(called(calls)).toEqual(['GET contracts/project/11', 'GET projects', 'GET projects/11', 'GET projects/year/2024']),
    );
  });

  it('make no call for an address that names no year or project', async () => {
    signIn();
    const { load, calls } = setup({});
    load(1, '/projects/year/abc', { year: 'abc' });
    load(2, '/projects/details/x/2024', { projectId: 'x', year: '2024' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });
});
