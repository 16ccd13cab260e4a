import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { configureApiClient } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { mockApi, type MockAnswer } from '../../test/api-mock';
import { signIn } from '../../test/fixtures';
import { expenditureSourceNameKeys } from './api/keys';
import { expenditureSourceNamesRoutes } from './routes';

const names = [{ id: 1, long_name: 'Contract Works', short_name: 'CW' }];

function setup(answer: MockAnswer) {
  const api = mockApi({ 'GET expenditure-source-names': answer });
  configureApiClient({ fetch: api.fetchMock as unknown as typeof fetch, notify: () => undefined });
  const queryClient = createQueryClient();
  const route = expenditureSourceNamesRoutes(queryClient).activeAccount?.[0];
  if (typeof route?.loader !== 'function') throw new Error('The page has no loader.');
  const load = route.loader as (args: LoaderFunctionArgs) => unknown;
  const args = { request: new Request('http://localhost/expenditure-source-names'), params: {}, context: undefined } as LoaderFunctionArgs;
  return { ...api, queryClient, load: () => load(args) };
}

afterEach(() => configureApiClient({}));

describe('the expenditure source names route loader (CONVENTIONS §14)', () => {
  it('starts the list query at once, without waiting for it or for the page code', async () => {
    signIn();
    const { load, calls, queryClient } = setup({ body: names });
    expect(load()).toBeNull();
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET expenditure-source-names']));
    await waitFor(() => expect(queryClient.getQueryData(expenditureSourceNameKeys.list())).toEqual(names));
  });

  it('leaves a failure to the page: the loader does not throw, the query holds the error', async () => {
    signIn();
    const { load, queryClient } = setup({ status: 500, body: { detail: 'The server did not respond. Please try again later.' } });
    expect(load()).toBeNull();
    await waitFor(() => expect(queryClient.getQueryState(expenditureSourceNameKeys.list())?.status).toBe('error'));
  });

  it('makes no call for a visitor without credentials (the guard sends them to login)', () => {
    const { load, calls } = setup({ body: names });
    expect(load()).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
