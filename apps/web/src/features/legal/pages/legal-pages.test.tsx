import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { expectSiteFooter as expectFooter, withConfiguredSiteDetails } from '../../../test/site-details';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

withConfiguredSiteDetails();

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
