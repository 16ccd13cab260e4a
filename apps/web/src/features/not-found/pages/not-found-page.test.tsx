import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { signIn } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { expectSiteFooter as expectFooter, withConfiguredSiteDetails } from '../../../test/site-details';
import { NotFoundPage } from './not-found-page';

withConfiguredSiteDetails();

describe('not-found page (spec 3 §2)', () => {
  it("says the page does not exist, in the spec's words, with a link home", () => {
    renderPage(<NotFoundPage />, '/no-such-page');
    expect(screen.getByRole('heading', { name: "Oops! The page you're trying to access does not exist!" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expectFooter();
  });

  it("offers a signed-in user the dashboard, never the marketing page (decision 024)", () => {
    signIn();
    renderPage(<NotFoundPage />, '/no-such-page');
    expect(screen.getByRole('heading', { name: "Oops! The page you're trying to access does not exist!" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Go to the home page' })).toBeNull();
  });
});
