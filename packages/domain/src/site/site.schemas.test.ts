import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_DETAILS, isDocumentationUrl, PRODUCT_NAME, readSiteDetails } from './site-details.js';
import { siteDetailsSchema } from './site.schemas.js';

describe('isDocumentationUrl', () => {
  it.each(['/guide', '/guide/billings', 'https://docs.example.ph', 'http://intranet.local/manual'])('accepts %s', (value) => {
    expect(isDocumentationUrl(value)).toBe(true);
  });
  it.each(['', 'guide', '//evil.example', 'javascript:alert(1)', 'ftp://files.example', '/has space'])('refuses %s', (value) => {
    expect(isDocumentationUrl(value)).toBe(false);
  });
});

describe("readSiteDetails, the web boot's reader without zod", () => {
  const valid = { product_name: PRODUCT_NAME, ...DEFAULT_SITE_DETAILS };
  const answers: unknown[] = [
    valid,
    { ...valid, documentation_url: 'https://docs.example.ph/manual' },
    { ...valid, contact_email: 'records@nia-region3.gov.ph' },
    { ...valid, extra: 'ignored' },
    { ...valid, company_name: '' },
    { ...valid, product_name: 7 },
    { ...valid, contact_email: 'not an e-mail' },
    { ...valid, contact_email: 'someone@localhost' },
    { ...valid, documentation_url: 'guide' },
    { ...valid, documentation_url: undefined },
    null,
    'site',
    [],
  ];

  it.each(answers.map((answer) => [JSON.stringify(answer), answer]))('agrees with the API schema on %s', (_name, answer) => {
    const parsed = siteDetailsSchema.safeParse(answer);
    expect(readSiteDetails(answer)).toEqual(parsed.success ? parsed.data : null);
  });
});
