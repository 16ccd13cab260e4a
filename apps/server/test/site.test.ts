import { describe, expect, it } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import { createTestApp } from './helpers/test-app.js';

describe('GET /api/site', () => {
  it('answers the configured details without a token', async () => {
    const api = await createTestApp({
      config: {
        site: { companyName: 'Lungsod Engineering Services', contactEmail: 'help@lungsod.gov.ph', documentationUrl: 'https://docs.lungsod.gov.ph' },
      },
    });
    try {
      const response = await api.request({ method: 'GET', url: '/api/site' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        product_name: 'Subaybay',
        company_name: 'Lungsod Engineering Services',
        contact_email: 'help@lungsod.gov.ph',
        documentation_url: 'https://docs.lungsod.gov.ph',
      });
    } finally {
      await api.close();
    }
  });

  apiTest('answers the defaults when nothing is configured', async ({ api }) => {
    const response = await api.request({ method: 'GET', url: '/api/site/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      product_name: 'Subaybay',
      company_name: 'Subaybay Systems',
      contact_email: 'support@subaybay.ph',
      documentation_url: '/guide',
    });
  });
});
