import { contractorMessages, refusalFor } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import { unique } from './helpers/factories.js';
import { financeCalls } from './helpers/finance.js';

const payload = (overrides: object = {}) => ({
  name: `Tarlac Builders ${unique()}`,
  office_address: 'Km 112 MacArthur Highway, Tarlac City',
  ...overrides,
});

describe('contractors', () => {
  apiTest('adds (201) and lists the office’s contractors, unknown fields as empty text', async ({ api, office, otherOffice }) => {
    const { get, post } = financeCalls(api);
    const body = payload({ owner_name: ' Ramon D. Villanueva ', tin_number: '123-456-789-000' });
    const created = await post(office.inspector, 'contractors/create/', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      name: body.name,
      office_address: body.office_address,
      owner_name: 'Ramon D. Villanueva',
      contact_number: '',
      tin_number: '123-456-789-000',
    });
    expect((await get(office.viewer, 'contractors/')).json()).toEqual([created.json()]);
    expect((await get(otherOffice.viewer, 'contractors')).json()).toEqual([]);
    expect((await api.request({ method: 'GET', url: '/api/contractors/' })).statusCode).toBe(401);
  });

  apiTest("the spec's messages, a taken name (any case), and the viewer's refusal", async ({ api, office, otherOffice }) => {
    const { post } = financeCalls(api);
    const cases: [object, string, string][] = [
      [{ name: '', office_address: 'Km 112 MacArthur Highway' }, 'name', contractorMessages.nameRequired],
      [{ office_address: 'Km 112 MacArthur Highway' }, 'name', contractorMessages.nameRequired],
      [{ name: 'Short', office_address: 'Km 112 MacArthur Highway' }, 'name', contractorMessages.nameTooShort],
      [{ name: 'Long enough name' }, 'office_address', contractorMessages.addressRequired],
      [{ name: 'Long enough name', office_address: 'Tarlac' }, 'office_address', contractorMessages.addressTooShort],
    ];
    for (const [body, field, message] of cases) {
      const response = await post(office.holder, 'contractors/create/', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toEqual([message]);
    }
    const body = payload();
    expect((await post(office.holder, 'contractors/create/', body)).statusCode).toBe(201);
    const taken = await post(office.accountant, 'contractors/create/', { ...body, name: body.name.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.name).toEqual([contractorMessages.nameTaken]);
    // Another office may have a contractor of the same name.
    expect((await post(otherOffice.holder, 'contractors/create/', body)).statusCode).toBe(201);
    const refused = await post(office.viewer, 'contractors/create/', payload());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(refusalFor('contractors.create'));
  });
});
