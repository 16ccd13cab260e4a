import { RoleId } from '@subaybay/domain';
import type { TestApp } from './test-app.js';

let sequence = 0;
/** A short suffix unique within the test run, so records of different tests never collide. */
export function unique(): string {
  sequence += 1;
  return `${process.pid.toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export const PASSWORD = 'Password123!';

export interface SignedInUser {
  id: number;
  username: string;
  password: string;
  access: string;
  refresh: string;
}

export interface Office {
  accountId: number;
  officeName: string;
  holder: SignedInUser;
  inspector: SignedInUser;
  accountant: SignedInUser;
  viewer: SignedInUser;
}

export function registrationPayload(overrides: Record<string, unknown> = {}) {
  const suffix = unique();
  return {
    office_name: `Irrigation Office ${suffix}`,
    username: `holder${suffix}`,
    password: PASSWORD,
    first_name: 'Juan',
    last_name: 'Dela Cruz',
    email: `holder${suffix}@example.gov.ph`,
    subscription_type_id: 1,
    ...overrides,
  };
}

export async function login(t: TestApp, username: string, password: string): Promise<{ access: string; refresh: string }> {
  const response = await t.request({ method: 'POST', url: '/api/token/', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function signIn(t: TestApp, id: number, username: string, password: string): Promise<SignedInUser> {
  return { id, username, password, ...(await login(t, username, password)) };
}

/** Registers an office through the API and adds one user per role, each signed in. */
export async function createOffice(t: TestApp): Promise<Office> {
  const payload = registrationPayload();
  const registered = await t.request({ method: 'POST', url: '/api/accounts/create/', payload });
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  const account = registered.json() as { id: number; office_name: string };
  const holderTokens = await login(t, payload.username, payload.password);
  const me = await t.request({ method: 'GET', url: '/api/user-accounts/', token: holderTokens.access });
  const holderId = (me.json() as Array<{ id: number }>)[0]!.id;
  const holder: SignedInUser = { id: holderId, username: payload.username, password: payload.password, ...holderTokens };

  async function addUser(roleId: number, prefix: string): Promise<SignedInUser> {
    const username = `${prefix}${unique()}`;
    const created = await t.request({
      method: 'POST',
      url: '/api/user-accounts/create/',
      token: holder.access,
      payload: { role_id: roleId, username, password: PASSWORD },
    });
    if (created.statusCode !== 201) throw new Error(`user creation failed: ${created.body}`);
    return signIn(t, (created.json() as { id: number }).id, username, PASSWORD);
  }

  return {
    accountId: account.id,
    officeName: account.office_name,
    holder,
    inspector: await addUser(RoleId.ProjectInspector, 'inspector'),
    accountant: await addUser(RoleId.AccountingOfficer, 'accountant'),
    viewer: await addUser(RoleId.Viewer, 'viewer'),
  };
}
