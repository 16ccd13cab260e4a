import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { expectSiteFooter as expectFooter, withConfiguredSiteDetails } from '../../../test/site-details';
import { AboutPage } from './about-page';
import { LandingPage } from './landing-page';

withConfiguredSiteDetails();

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

describe('about', () => {
  it('shows the about page with the footer', () => {
    renderPage(<AboutPage />, '/about');
    expect(screen.getByRole('heading', { name: 'About Subaybay' })).toBeTruthy();
    expectFooter();
  });

});
