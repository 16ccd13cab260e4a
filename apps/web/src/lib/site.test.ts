import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_DETAILS, PRODUCT_NAME } from '@subaybay/domain';
import { isInAppLink, loadSiteDetails, setSiteDetails, siteDetails } from './site';

const defaults = { product_name: PRODUCT_NAME, ...DEFAULT_SITE_DETAILS };
afterEach(() => setSiteDetails(defaults));

describe('site details read at boot', () => {
  it('takes the configured details from /api/site', async () => {
    const configured = { product_name: 'Subaybay', company_name: 'Lungsod Engineering Services', contact_email: 'help@lungsod.gov.ph', documentation_url: 'https://docs.lungsod.gov.ph' };
    const fetcher = vi.fn(async () => new Response(JSON.stringify(configured), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await loadSiteDetails(fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledWith('/api/site', expect.anything());
    expect(siteDetails()).toEqual(configured);
  });

  it('keeps the defaults when the server fails or answers something else', async () => {
    await loadSiteDetails((async () => new Response('{"detail":"down"}', { status: 503 })) as unknown as typeof fetch);
    expect(siteDetails()).toEqual(defaults);
    await loadSiteDetails((async () => new Response('{"company_name":""}', { status: 200 })) as unknown as typeof fetch);
    expect(siteDetails()).toEqual(defaults);
    await loadSiteDetails((async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch);
    expect(siteDetails()).toEqual(defaults);
  });

  it('tells in-app paths from outside addresses', () => {
    expect(isInAppLink('/guide')).toBe(true);
    expect(isInAppLink('https://docs.example.ph')).toBe(false);
    expect(isInAppLink('//evil.example')).toBe(false);
  });
});
