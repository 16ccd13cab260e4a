import { afterEach, beforeEach, expect } from 'vitest';
import { within } from '@testing-library/react';
import { DEFAULT_SITE_DETAILS, PRODUCT_NAME, type SiteDetails } from '@subaybay/domain';
import { setSiteDetails } from '../lib/site';

/** Details unlike the defaults, so a page that ignored the configuration would fail. */
export const configuredSiteDetails: SiteDetails = {
  product_name: PRODUCT_NAME,
  company_name: 'Lungsod Engineering Services',
  contact_email: 'help@lungsod.gov.ph',
  documentation_url: '/guide',
};

/** Call at a test file's top: sets `configuredSiteDetails` before each test and puts the defaults back after. */
export function withConfiguredSiteDetails() {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    setSiteDetails(configuredSiteDetails);
  });
  afterEach(() => setSiteDetails({ product_name: PRODUCT_NAME, ...DEFAULT_SITE_DETAILS }));
}

/** The shared footer (spec 1 §1): copyright with the year, the configured company and e-mail, Terms and Privacy. */
export function expectSiteFooter() {
  // The footer sits inside the layout's <main>, where it is not a contentinfo landmark in a browser.
  const footers = document.querySelectorAll('footer');
  expect(footers).toHaveLength(1);
  const footer = footers[0] as HTMLElement;
  expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} Lungsod Engineering Services\\.`))).toBeTruthy();
  expect(within(footer).getByRole('link', { name: 'help@lungsod.gov.ph' }).getAttribute('href')).toBe('mailto:help@lungsod.gov.ph');
  expect(within(footer).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
  expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
}
