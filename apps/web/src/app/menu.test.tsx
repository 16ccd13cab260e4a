import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_SITE_DETAILS, PRODUCT_NAME } from '@subaybay/domain';
import { setSiteDetails } from '../lib/site';
import { renderPage } from '../test/render';
import { SideMenu, signedInMenu } from './menu';

const defaults = { product_name: PRODUCT_NAME, ...DEFAULT_SITE_DETAILS };
afterEach(() => setSiteDetails(defaults));

describe('the menu’s Documentation item', () => {
  it('is a link inside the app for an in-app path (the user guide)', () => {
    setSiteDetails({ ...defaults, documentation_url: '/guide' });
    renderPage(<SideMenu links={signedInMenu(null, 1)} />);
    const link = screen.getByRole('link', { name: 'Documentation' });
    expect(link.getAttribute('href')).toBe('/guide');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens an http(s) address outside the app, in a new tab', () => {
    setSiteDetails({ ...defaults, documentation_url: 'https://docs.lungsod.gov.ph/manual' });
    renderPage(<SideMenu links={signedInMenu(null, 1)} />);
    const link = screen.getByRole('link', { name: /Documentation/ });
    expect(link.getAttribute('href')).toBe('https://docs.lungsod.gov.ph/manual');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
