import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEFAULT_SITE_DETAILS, PRODUCT_NAME } from '@subaybay/domain';
import { setSiteDetails } from '../../../lib/site';
import { renderPage } from '../../../test/render';
import { PrivacyPage } from '../../legal/pages/privacy-page';
import { TermsPage } from '../../legal/pages/terms-page';
import { NotFoundPage } from '../../not-found/pages/not-found-page';
import { AboutPage } from './about-page';
import { LandingPage } from './landing-page';

const configured = {
  product_name: PRODUCT_NAME,
  company_name: 'Lungsod Engineering Services',
  contact_email: 'help@lungsod.gov.ph',
  documentation_url: '/guide',
};

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  setSiteDetails(configured);
});
afterEach(() => setSiteDetails({ product_name: PRODUCT_NAME, ...DEFAULT_SITE_DETAILS }));

/** The shared footer (spec 1 §1): copyright with the year, the configured company and e-mail, Terms and Privacy. */
function expectFooter() {
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} Lungsod Engineering Services\\.`))).toBeTruthy();
  expect(within(footer).getByRole('link', { name: 'help@lungsod.gov.ph' }).getAttribute('href')).toBe('mailto:help@lungsod.gov.ph');
  expect(within(footer).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
  expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
}

describe('landing page (spec 1 §1)', () => {
  it('advertises the marketing sections and the single monthly price billed at period end, with the footer', () => {
    renderPage(<LandingPage />, '/welcome');
    expect(screen.getByRole('heading', { name: 'Reporting, generic and custom formats' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Realtime data visualization' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Simplified navigation' })).toBeTruthy();
    expect(screen.getByText('Php 15,790.00')).toBeTruthy();
    expect(screen.getByText('per month, billed at the end of the billing period')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register your office' }).getAttribute('href')).toBe('/register-account');
    expectFooter();
  });
});

describe('terms of service (spec 3 §1)', () => {
  it('covers every item of the spec, with the configured company and e-mail', () => {
    renderPage(<TermsPage />, '/terms');
    for (const section of [
      '1. Definitions',
      '2. Eligibility',
      '3. Registration',
      '4. Acceptable use',
      '5. Payment',
      '6. Electronic communication',
      '7. Disclaimer of warranties',
      '8. Limitation of liability',
      '9. Changes to these terms',
    ]) {
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    }
    const article = screen.getByRole('article');
    const text = article.textContent ?? '';
    expect(text).toContain('at least 13 years old');
    expect(text).toContain('An e-mail address and an office name are required to register.');
    expect(text).toContain('The subscription type chosen at registration or at renewal stays in effect for the whole payment term.');
    expect(text).toContain('Price changes apply only at the end of a term.');
    expect(text).toContain('Monthly plans are billed at the end of the month.');
    expect(text).toContain('Yearly plans are billed in advance.');
    expect(text).toContain('Unpaid charges lead to the suspension of the office');
    expect(text).toContain('We do not offer support by telephone.');
    expect(text).toContain('announced at least 30 days ahead on the website or home page');
    expect(text).toContain('Lungsod Engineering Services is not liable');
    expect(within(article).getByRole('link', { name: 'help@lungsod.gov.ph' })).toBeTruthy();
    expectFooter();
  });
});

describe('privacy policy (spec 3 §1)', () => {
  it('states what is stored and that non-administrative e-mails can be opted out of, in full sentences', () => {
    renderPage(<PrivacyPage />, '/privacy');
    const text = screen.getByRole('article').textContent ?? '';
    expect(text).toContain(
      "Subaybay stores your name and your e-mail address, and it keeps activity logs of what is done in your office's account, each with the IP address it came from.",
    );
    expect(text).toContain('You can opt out of every e-mail we send that is not administrative.');
    expect(within(screen.getByRole('article')).getAllByRole('link', { name: 'help@lungsod.gov.ph' }).length).toBeGreaterThan(0);
    expectFooter();
  });
});

describe('about and not-found', () => {
  it('shows the about page with the footer', () => {
    renderPage(<AboutPage />, '/about');
    expect(screen.getByRole('heading', { name: 'About Subaybay' })).toBeTruthy();
    expectFooter();
  });

  it("says the page does not exist, in the spec's words, with a link home", () => {
    renderPage(<NotFoundPage />, '/no-such-page');
    expect(screen.getByRole('heading', { name: "Oops! The page you're trying to access does not exist!" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expectFooter();
  });
});
