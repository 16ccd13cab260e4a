import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ActivityItem, ActivityLogPage } from '@subaybay/domain';
import type { MockAnswer } from '../../../test/api-mock';
import { account, makeUser, signIn } from '../../../test/fixtures';
import { stubPhoneWidth } from '../../../test/phone-width';
import { renderRoutesWithApi } from '../../../test/render';
import { activityRoutes } from '../routes';

function item(id: number, overrides: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id,
    actor: { id: 1, username: 'engr.santos' },
    verb: 'Add contract',
    target: `Contract ${id}`,
    action_object_type: 'contract',
    timestamp: '2026-03-02T01:00:00.000Z',
    timesince: '2 hours ago',
    ip_address: null,
    percent_accomplishment: null,
    billing_amount: null,
    ...overrides,
  };
}

const firstPage: ActivityLogPage = {
  count: 120,
  results: [
    item(120, {
      verb: 'Add billing Php 1,234.50 to contract 24-AB-001',
      target: null,
      action_object_type: 'financial_accomplishment',
      percent_accomplishment: 25,
      billing_amount: 1234.5,
    }),
    item(119),
  ],
};

function setup(path: string, mocks: Record<string, MockAnswer>) {
  signIn(makeUser());
  return renderRoutesWithApi({ 'GET accounts/details': { body: account }, ...mocks }, (queryClient) => [...(activityRoutes(queryClient).activeAccount ?? [])], path);
}

const pageCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('activity-logs?')).map((call) => call.path);

beforeEach(() => window.localStorage.clear());
describe('User Activities (spec 3 §2)', () => {
  it('shows one page from the server, with the billing figures, and asks the server for the next page', async () => {
    const { calls, user } = setup('/user-activities', {
      'GET activity-logs?page=1&page_size=50': { body: firstPage },
      'GET activity-logs?page=2&page_size=50': { body: { count: 120, results: [item(70, { target: 'Second page contract' })] } },
    });
    const table = await screen.findByRole('table', { name: 'User activities' });
    expect(within(table).getByText('Add billing Php 1,234.50 to contract 24-AB-001 — billed to date: 25.00%')).toBeTruthy();
    expect(within(table).getByText('Add contract Contract 119')).toBeTruthy();
    expect(screen.getByText('1–50 of 120')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Add contract Second page contract')).toBeTruthy();
    expect(pageCalls(calls)).toEqual(['activity-logs?page=1&page_size=50', 'activity-logs?page=2&page_size=50']);
  });

  it('shows each action as a card on a phone, what was done first and when beside it, and still pages', async () => {
    stubPhoneWidth();
    try {
      const { user } = setup('/user-activities', {
        'GET activity-logs?page=1&page_size=50': { body: firstPage },
        'GET activity-logs?page=2&page_size=50': { body: { count: 120, results: [item(70, { target: 'Second page contract' })] } },
      });
      const list = await screen.findByRole('list', { name: 'User activities' });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(cards[1]?.textContent).toMatch(/^Add contract Contract 119When2 hours ago/);
      expect([...(cards[1]?.querySelectorAll('dt') ?? [])].map((term) => term.textContent)).toEqual(['Date and Time', 'User', 'IP Address']);
      expect(within(cards[1] as HTMLElement).getByText('engr.santos')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Go to next page' }));
      expect(await screen.findByText('Add contract Second page contract')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends the From and To dates to the server', async () => {
    const { calls } = setup('/user-activities?from=2026-03-01&to=2026-03-31', {
      'GET activity-logs?page=1&page_size=50&from=2026-03-01&to=2026-03-31': { body: { count: 1, results: [item(5)] } },
    });
    expect(await screen.findByText('Add contract Contract 5')).toBeTruthy();
    expect(pageCalls(calls)).toEqual(['activity-logs?page=1&page_size=50&from=2026-03-01&to=2026-03-31']);
  });

  it('says when no activity falls between the dates', async () => {
    setup('/user-activities?from=2020-01-01&to=2020-01-31', {
      'GET activity-logs?page=1&page_size=50&from=2020-01-01&to=2020-01-31': { body: { count: 0, results: [] } },
    });
    expect(await screen.findByText('No activity between these dates.')).toBeTruthy();
  });

  it('refuses From after To without asking the server', async () => {
    const { calls } = setup('/user-activities?from=2026-04-01&to=2026-03-01', {});
    expect(await screen.findByText('From must be on or before To.')).toBeTruthy();
    expect(pageCalls(calls)).toEqual([]);
  });

  it('shows the error with Retry when the page cannot be loaded', async () => {
    setup('/user-activities', { 'GET activity-logs?page=1&page_size=50': { status: 500, body: { detail: 'Something went wrong.' } } });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
