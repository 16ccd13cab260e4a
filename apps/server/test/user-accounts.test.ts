import { accountMessages } from '@subaybay/domain';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import { login, PASSWORD, unique, type SignedInUser } from './helpers/factories.js';
import { insertContract, insertProject } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

const get = (api: TestApp, url: string, user: SignedInUser) => api.request({ method: 'GET', url, token: user.access });
const send = (api: TestApp, method: 'POST' | 'PUT', url: string, user: SignedInUser, payload: object) =>
  api.request({ method, url, token: user.access, payload });

function profile(user: SignedInUser, overrides: Record<string, unknown> = {}) {
  return { id: user.id, first_name: 'Pedro', last_name: 'Penduko', email: 'pedro@example.gov.ph', position: 'Engineer I', ...overrides };
}

describe('GET user-accounts/', () => {
  apiTest("lists only the office's users, without password or last_login internals", async ({ api, office }) => {
    const response = await get(api, '/api/user-accounts/', office.viewer);
    expect(response.statusCode).toBe(200);
    const users = response.json() as Array<Record<string, unknown>>;
    expect(users.map((user) => user.id).sort()).toEqual(
      [office.holder.id, office.inspector.id, office.accountant.id, office.viewer.id].sort(),
    );
    for (const user of users) {
      expect(user).not.toHaveProperty('password');
      expect(user).not.toHaveProperty('password_hash');
      expect(user).toHaveProperty('monitored_contracts', []);
    }
  });

  apiTest('answers 401 without a token', async ({ api }) => {
    expect((await api.request({ method: 'GET', url: '/api/user-accounts' })).statusCode).toBe(401);
  });
});

describe('GET user-accounts/{id}', () => {
  apiTest('lists the contracts the user is project in charge of, once per implementation year of their projects', async ({ api, office }) => {
    const project2024 = await insertProject(api, office.accountId, { implementationYear: 2024 });
    const project2025 = await insertProject(api, office.accountId, { implementationYear: 2025 });
    const contractId = await insertContract(api, office.accountId, { projectId: project2024, contractNumber: 'NIA-2024-7', projectInChargeId: office.inspector.id });
    await api.db.execute(sql`insert into contract_projects (account_id, contract_id, project_id) values (${office.accountId}, ${contractId}, ${project2025})`);
    await insertContract(api, office.accountId, { projectId: project2024, projectInChargeId: office.holder.id });
    const response = await get(api, `/api/user-accounts/${office.inspector.id}`, office.viewer);
    expect(response.json().monitored_contracts).toEqual([
      { id: contractId, contract_id: 'NIA-2024-7', implementation_year: '2024' },
      { id: contractId, contract_id: 'NIA-2024-7', implementation_year: '2025' },
    ]);
  });

  apiTest('answers one user of the office with roles named from the domain', async ({ api, office }) => {
    const response = await get(api, `/api/user-accounts/${office.accountant.id}`, office.viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: office.accountant.id,
      username: office.accountant.username,
      roles: [{ id: 3, name: 'Accounting Officer' }],
      is_superuser: false,
      last_login: expect.any(String),
    });
  });

  apiTest("answers 404 for another office's user, an unknown id and a non-number id", async ({ api, office, otherOffice }) => {
    for (const id of [otherOffice.holder.id, 999_999, 'abc', '1.5', '-1', '99999999999']) {
      const response = await get(api, `/api/user-accounts/${id}/`, office.holder);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('GET user-accounts/is-account-holder and project-inspectors', () => {
  apiTest('tells whether the caller is the account holder', async ({ api, office }) => {
    expect((await get(api, '/api/user-accounts/is-account-holder', office.holder)).json()).toEqual({ account_holder: true });
    expect((await get(api, '/api/user-accounts/is-account-holder/', office.inspector)).json()).toEqual({ account_holder: false });
  });

  apiTest("lists the office's project inspectors with id and names only", async ({ api, office }) => {
    const response = await get(api, '/api/user-accounts/project-inspectors', office.viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id: office.inspector.id, first_name: '', last_name: '' }]);
  });
});

describe('POST user-accounts/create/', () => {
  apiTest('lets the account holder add a user with a role (201) and logs it', async ({ api, office }) => {
    const username = `newuser${unique()}`;
    const response = await send(api, 'POST', '/api/user-accounts/create/', office.holder, { role_id: 2, username, password: PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ username, roles: [{ id: 2, name: 'Project Inspector' }], last_login: null });
    await login(api, username, PASSWORD);
    const stream = await get(api, '/api/activity-stream/5', office.holder);
    expect(stream.json()[0]).toMatchObject({ verb: 'User account created', target: username, actor: { id: office.holder.id } });
  });

  apiTest('answers 403 for anyone but the account holder', async ({ api, office }) => {
    for (const user of [office.inspector, office.accountant, office.viewer]) {
      const response = await send(api, 'POST', '/api/user-accounts/create', user, { role_id: 5, username: `x${unique()}`, password: PASSWORD });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Only the account holder can create user accounts.' });
    }
  });

  apiTest('accepts only roles 1, 2, 3 and 5', async ({ api, office }) => {
    for (const roleId of [0, 4, 6]) {
      const response = await send(api, 'POST', '/api/user-accounts/create/', office.holder, { role_id: roleId, username: `r${unique()}`, password: PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['role_id']);
    }
  });

  apiTest.for([
    ['role missing', { role_id: undefined }, 'role_id', accountMessages.roleRequired],
    ['username missing', { username: undefined }, 'username', accountMessages.usernameRequired],
    ['username short', { username: 'abcd' }, 'username', accountMessages.usernameMin],
    ['password missing', { password: undefined }, 'password', accountMessages.passwordRequired],
    ['password short', { password: '1234567' }, 'password', accountMessages.passwordMin],
  ] as const)('answers 400 for %s', async ([, override, field, message], { api, office }) => {
    const response = await send(api, 'POST', '/api/user-accounts/create/', office.holder, {
      role_id: 5,
      username: `v${unique()}`,
      password: PASSWORD,
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(message);
    expect(response.json().errors[field]).toContain(message);
  });

  apiTest('refuses a username taken in any office, ignoring case', async ({ api, office, otherOffice }) => {
    const response = await send(api, 'POST', '/api/user-accounts/create/', office.holder, {
      role_id: 5,
      username: otherOffice.viewer.username.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'This username is already taken.', errors: { username: ['This username is already taken.'] } });
  });
});

describe('PUT user-accounts/update/', () => {
  apiTest('lets a user edit their own profile, without touching roles', async ({ api, office }) => {
    const response = await send(api, 'PUT', '/api/user-accounts/update/', office.inspector, profile(office.inspector));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Pedro', position: 'Engineer I', roles: [{ id: 2, name: 'Project Inspector' }] });
    const inspectors = await get(api, '/api/user-accounts/project-inspectors', office.viewer);
    expect(inspectors.json()).toEqual([{ id: office.inspector.id, first_name: 'Pedro', last_name: 'Penduko' }]);
  });

  apiTest('lets a non-holder send role ticks equal to their current roles', async ({ api, office }) => {
    const payload = profile(office.viewer, { is_account_holder: false, is_project_inspector: false, is_financial_encoder: false, is_viewer: true });
    expect((await send(api, 'PUT', '/api/user-accounts/update/', office.viewer, payload)).statusCode).toBe(200);
  });

  apiTest('answers 403 when a non-holder changes their roles', async ({ api, office }) => {
    const response = await send(api, 'PUT', '/api/user-accounts/update/', office.viewer, profile(office.viewer, { is_account_holder: true }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Only the account holder can change roles.' });
  });

  apiTest('answers 403 when a non-holder edits someone else', async ({ api, office }) => {
    const response = await send(api, 'PUT', '/api/user-accounts/update/', office.inspector, profile(office.viewer));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'You can only update your own user account.' });
  });

  apiTest("answers 404 when the holder edits another office's user", async ({ api, office, otherOffice }) => {
    const response = await send(api, 'PUT', '/api/user-accounts/update/', office.holder, profile(otherOffice.viewer));
    expect(response.statusCode).toBe(404);
  });

  apiTest('lets the account holder edit others and tick roles, logging the update', async ({ api, office }) => {
    const response = await send(
      api,
      'PUT',
      '/api/user-accounts/update/',
      office.holder,
      profile(office.accountant, { is_project_inspector: true, is_financial_encoder: true }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().roles).toEqual([
      { id: 2, name: 'Project Inspector' },
      { id: 3, name: 'Accounting Officer' },
    ]);
    const stream = await get(api, '/api/activity-stream/1', office.holder);
    expect(stream.json()[0]).toMatchObject({ verb: 'Update user account', target: office.accountant.username });
    const inspectors = (await get(api, '/api/user-accounts/project-inspectors', office.viewer)).json() as Array<{ id: number }>;
    expect(inspectors.map((user) => user.id).sort()).toEqual([office.inspector.id, office.accountant.id].sort());
  });

  apiTest('keeps at least one role', async ({ api, office }) => {
    const response = await send(api, 'PUT', '/api/user-accounts/update/', office.holder, profile(office.viewer, { is_viewer: false }));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('A user must keep at least one role.');
  });

  apiTest('keeps at least one account holder', async ({ api, office }) => {
    const demote = profile(office.holder, { is_account_holder: false, is_viewer: true });
    const response = await send(api, 'PUT', '/api/user-accounts/update/', office.holder, demote);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('The account must keep at least one account holder.');
    // With a second holder, the first may step down.
    await send(api, 'PUT', '/api/user-accounts/update/', office.holder, profile(office.viewer, { is_account_holder: true }));
    expect((await send(api, 'PUT', '/api/user-accounts/update/', office.holder, demote)).statusCode).toBe(200);
    expect((await get(api, '/api/user-accounts/is-account-holder', office.holder)).json()).toEqual({ account_holder: false });
  });

  apiTest("resets a colleague's password only when one is sent (the account holder)", async ({ api, office }) => {
    expect((await send(api, 'PUT', '/api/user-accounts/update/', office.holder, profile(office.viewer, { password: '' }))).statusCode).toBe(200);
    await login(api, office.viewer.username, PASSWORD);
    const short = await send(api, 'PUT', '/api/user-accounts/update/', office.holder, profile(office.viewer, { password: 'short' }));
    expect(short.json().detail).toBe(accountMessages.passwordMin);
    expect((await send(api, 'PUT', '/api/user-accounts/update/', office.holder, profile(office.viewer, { password: 'BrandNew2026!' }))).statusCode).toBe(200);
    await login(api, office.viewer.username, 'BrandNew2026!');
  });

  apiTest.for([
    ['first name', { first_name: '' }, 'first_name', accountMessages.firstNameRequired],
    ['last name', { last_name: undefined }, 'last_name', accountMessages.lastNameRequired],
    ['e-mail', { email: '' }, 'email', accountMessages.emailRequired],
    ['e-mail format', { email: 'pedro@' }, 'email', accountMessages.emailInvalid],
    ['position', { position: ' ' }, 'position', accountMessages.positionRequired],
  ] as const)('requires the %s', async ([, override, field, message], { api, office }) => {
    const response = await send(api, 'PUT', '/api/user-accounts/update/', office.viewer, profile(office.viewer, override));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
  });
});

describe('PUT user-accounts/update-password/', () => {
  apiTest("changes the caller's own password and logs it", async ({ api, office }) => {
    const response = await send(api, 'PUT', '/api/user-accounts/update-password/', office.inspector, {
      current_password: PASSWORD,
      new_password: 'Another2026!',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Password updated successfully!', access: expect.any(String), refresh: expect.any(String) });
    await login(api, office.inspector.username, 'Another2026!');
    const refused = await api.request({ method: 'POST', url: '/api/token/', payload: { username: office.inspector.username, password: PASSWORD } });
    expect(refused.statusCode).toBe(401);
    const stream = await get(api, '/api/activity-stream/1', office.holder);
    expect(stream.json()[0]).toMatchObject({ verb: 'Changed password.', actor: { id: office.inspector.id } });
  });

  apiTest('validates the new password', async ({ api, office }) => {
    const response = await send(api, 'PUT', '/api/user-accounts/update-password', office.viewer, { new_password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.new_password).toContain(accountMessages.passwordMin);
  });
});

describe('POST user-accounts/follow/', () => {
  apiTest('follows a user of the office, idempotently', async ({ api, office }) => {
    for (let i = 0; i < 2; i += 1) {
      const response = await send(api, 'POST', '/api/user-accounts/follow/', office.viewer, { user_id: office.inspector.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: `You are now following ${office.inspector.username}.` });
    }
  });

  apiTest("answers 404 for another office's user and 400 for oneself", async ({ api, office, otherOffice }) => {
    expect((await send(api, 'POST', '/api/user-accounts/follow/', office.viewer, { user_id: otherOffice.viewer.id })).statusCode).toBe(404);
    expect((await send(api, 'POST', '/api/user-accounts/follow/', office.viewer, { user_id: office.viewer.id })).statusCode).toBe(400);
  });
});

describe('GET roles/', () => {
  apiTest('lists the four roles with the account holder shown as Admin', async ({ api, office }) => {
    const response = await get(api, '/api/roles/', office.viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 1, name: 'Admin' },
      { id: 2, name: 'Project Inspector' },
      { id: 3, name: 'Accounting Officer' },
      { id: 5, name: 'Viewer' },
    ]);
  });
});
