import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';

describe('the apiTest fixture', () => {
  apiTest('gives each test an office of its own', async ({ api, office, otherOffice }) => {
    expect(office.accountId).not.toBe(otherOffice.accountId);
    const users = await api.request({ method: 'GET', url: '/api/user-accounts/', token: office.holder.access });
    expect((users.json() as unknown[]).length).toBe(4);
  });
});
