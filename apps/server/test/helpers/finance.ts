import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/users.js';
import type { SignedInUser } from './factories.js';
import type { TestApp } from './test-app.js';

/** Shorthands of the project finance tests: calls with a user's token. */
export function financeCalls(api: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) => (user: SignedInUser, payload?: object) =>
    api.request({ method, url: `/api/${url}`, token: user.access, ...(payload === undefined ? {} : { payload }) });
  return {
    get: (user: SignedInUser, url: string) => call('GET', url)(user),
    post: (user: SignedInUser, url: string, payload: object) => call('POST', url)(user, payload),
    put: (user: SignedInUser, url: string, payload: object) => call('PUT', url)(user, payload),
    del: (user: SignedInUser, url: string) => call('DELETE', url)(user),
  };
}

/** Makes a user a super user (the flag is read on every request). */
export async function makeSuperuser(api: TestApp, user: SignedInUser): Promise<void> {
  await api.db.update(users).set({ isSuperuser: true }).where(eq(users.id, user.id));
}
