import { describe, expect, it } from 'vitest';
import { mockApi } from './api-mock';
import { account, makeUser } from './fixtures';

describe('API mocks follow the server (the domain response schemas)', () => {
  it('accepts bodies the server sends', () => {
    expect(() =>
      mockApi({
        'GET accounts/details': { body: account },
        'GET user-accounts/3': { body: makeUser({ id: 3 }) },
        'POST expenditure-source-names/create': { status: 201, body: { id: 1, long_name: 'Contract Works', short_name: 'CW' } },
        'PUT accounts/update': { status: 400, body: { detail: 'Office name is required.', errors: { office_name: ['Office name is required.'] } } },
      }),
    ).not.toThrow();
  });

  it('refuses a body missing a field the server sends', () => {
    const { email: _email, ...withoutEmail } = makeUser();
    expect(() => mockApi({ 'GET user-accounts/1': { body: withoutEmail } })).toThrow(/does not match the server's schema/);
  });

  it('refuses a field the server does not send', () => {
    expect(() => mockApi({ 'GET accounts/details': { body: { ...account, office_code: 'TIO' } } })).toThrow(/fields the server does not send/);
  });

  it('refuses a success status the route never answers with, and a path the server does not have', () => {
    expect(() => mockApi({ 'POST accounts/create': { body: account } })).toThrow(/answers this call with 201/);
    expect(() => mockApi({ 'GET no-such-route': { body: [] } })).toThrow(/no declared operation answers this call/);
  });

  it('refuses an error body that is not `{ detail }`', () => {
    expect(() => mockApi({ 'GET roles': { status: 500, body: { message: 'boom' } } })).toThrow(/does not match/);
  });
});
