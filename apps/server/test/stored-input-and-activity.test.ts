import { textMessages, usernameAlphabetMessage } from '@subaybay/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { runAdmin } from '../src/cli/admin-commands.js';
import { accounts } from '../src/db/schema/accounts.js';
import { apiTest } from './helpers/api-test.js';
import { login, registrationPayload } from './helpers/factories.js';

/** What is stored is what a person meant; the activity stream says who wrote what, and shows addresses to the holder only. */

describe('names and text are stored as a person meant them', () => {
  apiTest('NFC-normalised and trimmed; control and direction characters refused with a message', async ({ api }) => {
    const decomposed = registrationPayload({ office_name: '  Opisina ng Irigasyon Pan\u0303gasinan  ', first_name: ' Jose\u0301 ' });
    const created = await api.request({ method: 'POST', url: '/api/accounts/create/', payload: decomposed });
    expect(created.statusCode).toBe(201);
    expect(created.json().office_name).toBe('Opisina ng Irigasyon Pa\u00f1gasinan');

    for (const [field, value, message] of [
      ['office_name', 'Irrigation \u202eeciffO', textMessages.bidiControls('Office name')],
      ['office_name', 'Irrigation\u0000Office', textMessages.controlCharacters('Office name')],
      ['first_name', '\u200b\u200b', textMessages.invisibleOnly('First name')],
      ['username', 'İsmail01', usernameAlphabetMessage],
      ['password', 'p'.repeat(129), 'Password is too long (at most 128 characters).'],
    ] as const) {
      const response = await api.request({ method: 'POST', url: '/api/accounts/create/', payload: registrationPayload({ [field]: value }) });
      expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(response.json()).toEqual({ detail: message, errors: { [field]: [message] } });
    }
  });

  apiTest('every username that can be created can sign in, in any case', async ({ api }) => {
    const payload = registrationPayload();
    const username = `Juan.Cruz+${payload.username}`;
    const created = await api.request({ method: 'POST', url: '/api/accounts/create/', payload: { ...payload, username } });
    expect(created.statusCode).toBe(201);
    await login(api, username.toLowerCase(), payload.password);
    await login(api, username.toUpperCase(), payload.password);
  });
});

describe('activity-logs/create/', () => {
  apiTest('takes only the client-side actions, marked as such', async ({ api, office }) => {
    const forged = await api.request({
      method: 'POST',
      url: '/api/activity-logs/create/',
      token: office.viewer.access,
      payload: { action: 'Update project: Canal Lining Phase 2' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().detail).toBe('Only Login and Logout can be logged this way; changes are logged by the server.');

    const loginEntry = await api.request({ method: 'POST', url: '/api/activity-logs/create/', token: office.viewer.access, payload: { action: 'Login' } });
    expect(loginEntry.statusCode).toBe(201);
    expect(loginEntry.json()).toMatchObject({ verb: 'Login', target: null, action_object_type: 'session' });
  });
});

describe('activity-stream/{limit}', () => {
  apiTest("shows colleagues' addresses to the account holder only", async ({ api, office }) => {
    await api.request({ method: 'POST', url: '/api/activity-logs/create/', token: office.viewer.access, payload: { action: 'Login' } });
    const asHolder = (await api.request({ method: 'GET', url: '/api/activity-stream/0', token: office.holder.access })).json() as Array<{ ip_address: string | null }>;
    expect(asHolder.length).toBeGreaterThan(0);
    expect(asHolder.every((item) => typeof item.ip_address === 'string')).toBe(true);
    for (const user of [office.inspector, office.accountant, office.viewer]) {
      const stream = (await api.request({ method: 'GET', url: '/api/activity-stream/0', token: user.access })).json() as Array<{ ip_address: string | null }>;
      expect(stream.length).toBe(asHolder.length);
      expect(stream.every((item) => item.ip_address === null)).toBe(true);
    }
  });
});

describe('the operator CLI', () => {
  apiTest('prints office names with control characters escaped', async ({ api, office }) => {
    // Stored before today's input rules, or written by hand: the listing must not let it drive the terminal.
    await api.db.update(accounts).set({ officeName: 'Evil\u001b[2J\u202eOffice' }).where(eq(accounts.id, office.accountId));
    const lines: string[] = [];
    const code = await runAdmin(['list-accounts'], { db: api.db, passwords: api.passwords, out: (line) => lines.push(line), err: () => {} });
    expect(code).toBe(0);
    const output = lines.join('\n');
    expect(output).toContain('Evil\\u{1b}[2J\\u{202e}Office');
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(output).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u202e]/);
  });
});
