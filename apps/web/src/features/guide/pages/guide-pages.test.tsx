import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths';
import { renderRoutes } from '../../../test/render';
import { guideToc } from '../lib/guide-toc';
import { GuideIndexPage } from './guide-index-page';
import { GuidePage } from './guide-page';

function renderGuide(initialPath: string) {
  return renderRoutes(
    [
      { path: paths.guide, element: <GuideIndexPage /> },
      { path: paths.pattern.guidePage, element: <GuidePage /> },
      { path: '*', element: <p>Not found page</p> },
    ],
    initialPath,
  );
}

describe('user guide', () => {
  it('opens on the index with every page of the contents', async () => {
    renderGuide(paths.guide);
    expect(await screen.findByRole('heading', { level: 1, name: 'User Guide' })).toBeTruthy();
    const pages = screen.getByRole('list', { name: 'Pages of the guide' });
    for (const entry of guideToc) {
      expect(within(pages).getByRole('link', { name: entry.title }).getAttribute('href')).toBe(paths.guidePage(entry.slug));
    }
    const contents = screen.getAllByRole('navigation', { name: 'Guide contents' })[0]!;
    expect(within(contents).getAllByRole('link')).toHaveLength(guideToc.length + 1);
  });

  it('renders a page with its headings as anchors, its screenshots lazy and described', async () => {
    renderGuide(paths.guidePage('contracts'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contracts and their records' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Physical schedule' }).id).toBe('physical-schedule');
    expect(screen.getByRole('heading', { level: 2, name: 'Suspension and resume orders' }).id).toBe('suspension-and-resume-orders');
    const image = screen.getByRole('img', { name: 'Contract Details with the original, revised and actual curves' });
    expect(image.getAttribute('src')).toBe('/guide/screenshots/contract-details.jpg');
    expect(image.getAttribute('loading')).toBe('lazy');
    // Links inside the guide stay in the app.
    expect(screen.getByRole('link', { name: 'revised curve' }).getAttribute('href')).toBe('/guide/how-the-numbers-are-computed#revised-planned-curve');
    const pager = screen.getByRole('navigation', { name: 'Previous and next page' });
    expect(within(pager).getByRole('link', { name: '← Projects and finance' }).getAttribute('href')).toBe(paths.guidePage('projects-and-finance'));
    expect(within(pager).getByRole('link', { name: 'Contractors →' }).getAttribute('href')).toBe(paths.guidePage('contractors'));
  });

  it('renders the worked example of the numbers page', async () => {
    renderGuide(paths.guidePage('how-the-numbers-are-computed'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Slippage' })).toBeTruthy();
    const example = screen.getAllByRole('table').at(-1)!;
    expect(within(example).getByRole('row', { name: /Slippage −6\.20/ })).toBeTruthy();
    expect(within(example).getByRole('row', { name: /% time elapsed 44\.35 %/ })).toBeTruthy();
  });

  it('finds the slippage explanation by searching, and goes to its section', async () => {
    const user = userEvent.setup();
    const { router } = renderGuide(paths.guide);
    await user.type(await screen.findByRole('searchbox', { name: 'Search the guide' }), 'slippage');
    const results = screen.getByRole('list', { name: 'Search results' });
    const links = within(results).getAllByRole('link');
    expect(links[0]!.textContent).toBe('SlippageHow the numbers are computed');
    await user.click(links[0]!);
    expect(router.state.location.pathname).toBe(paths.guidePage('how-the-numbers-are-computed'));
    expect(router.state.location.hash).toBe('#slippage');
    expect(await screen.findByRole('heading', { level: 2, name: 'Slippage' })).toBeTruthy();
  });

  it('finds sections with a typo and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderGuide(paths.guidePage('forum'));
    const search = await screen.findByRole('searchbox', { name: 'Search the guide' });
    await user.type(search, 'suspenson');
    expect(within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link').length).toBeGreaterThan(0);
    await user.clear(search);
    await user.type(search, 'zzqxv');
    expect(screen.getByRole('status').textContent).toContain('Nothing in the guide matches “zzqxv”.');
  });

  it('shows the not-found page for a page the guide does not have', async () => {
    const { router } = renderGuide(paths.guidePage('no-such-page'));
    expect(await screen.findByText('Not found page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.notFound);
  });
});
