import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInManila, type ContractSummary, type ContractTimeline } from '@subaybay/domain';
import { workedExampleTimeElapsed, workedExampleTimeline } from '@subaybay/domain/test-support';
import { configureApiClient } from '../../../lib/api-client';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { makeUser, signIn } from '../../../test/fixtures';
import { answerFiles, captureDownloads, xlsxResponse } from '../../../test/downloads';
import { renderRoutes } from '../../../test/render';
import { bodyRowsOf } from '../../../test/table';
import { contractsRoutes } from '../routes';
import { missingSummaryContractIdMessage } from './contract-summary-page';

const NUMBER = 'NIAR3-TARZAM-2024-15-1';

const contract = {
  id: 21,
  contract_id: NUMBER,
  contract_number: NUMBER,
  contract_description: 'Canal lining of Lateral A',
  amount: 1_000_000,
  start_date: '2024-01-01',
  duration: 100,
  location: 'Capas, Tarlac',
  contractor: { id: 3, name: 'Tarlac Builders Corporation' },
  project_in_charge: null,
};

/** DOMAIN.md's worked example as of 2024-03-01. */
const summary: ContractSummary = {
  contract_id: 21,
  contract_number: NUMBER,
  contract_description: 'Canal lining of Lateral A',
  location: 'Capas, Tarlac',
  fund_source: 'GAA 2024',
  contractor: 'Tarlac Builders Corporation',
  ...workedExampleTimeElapsed,
  original_contract_amount: 1_000_000,
  revised_contract_amount: 1_050_000.5,
  time_extension_days: 15,
  percent_time_elapsed: 44.347826,
  percent_work_accomplished: 35,
  percent_work_programmed: 41.2,
  percent_slippage: -6.2,
  physical_features: [{ name_id: 1, name: 'Canal lining', description: 'Concrete canal lining', quantity: 300.5, unit: 'l.m.' }],
};

const timeline: ContractTimeline = {
  contract_id: 21,
  project_name: 'Canal Lining Lateral A',
  contract_number: NUMBER,
  contract_description: 'Canal lining of Lateral A',
  contractor: 'Tarlac Builders Corporation',
  ...workedExampleTimeline,
  as_of: '2024-10-05',
  contract_time_elapsed: 269,
  days_of_delay: 154,
  liquidated_damages: 100_100,
  liquidated_damages_flag: true,
};

const downloads = captureDownloads();

function setup(path: string, mocks: Record<string, MockAnswer> = {}, files: Record<string, () => Response> = {}) {
  signIn(makeUser());
  const api = mockApi({
    'GET contracts/21': { body: contract },
    'GET contracts/21/summary': { body: summary },
    'GET contracts/21/timeline': { body: timeline },
    ...mocks,
  });
  const { fetchMock, fileCalls } = answerFiles(async (input, init) => {
    const apiPath = String(input).replace(/^\/api\//, '').replace(/\/$/, '');
    // The date picker reads as of each date it passes through while typing (0002-…, 0020-…): answer those too.
    const partial = /^contracts\/21\/(summary|timeline)\?as_of=(\d{4}-\d{2}-\d{2})$/.exec(apiPath);
    if (partial && !(`GET ${apiPath}` in mocks)) {
      const body = partial[1] === 'summary' ? { ...summary, as_of: partial[2] } : { ...timeline, as_of: partial[2] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    return api.fetchMock(input, init);
  }, files);
  configureApiClient({ fetch: fetchMock });
  const rendered = renderRoutes(
    (queryClient) => [
      ...(contractsRoutes(queryClient).signedIn ?? []),
      { path: '/', element: <p>Home page</p> },
      { path: '*', element: <p>Other page</p> },
    ],
    path,
  );
  return { ...api, ...rendered, fileCalls, user: userEvent.setup() };
}

const xlsx = (filename: string) => () => xlsxResponse(filename);


describe('Contract Summary', () => {
  it('shows the contract, the twelve numbered rows formatted, and the features above 0', async () => {
    setup('/contracts/summary/21');
    const rows = await screen.findByRole('table', { name: 'Time and Accomplishment as of Mar 1, 2024' });
    expect(bodyRowsOf(rows)).toEqual([
      ['1', 'Original Contract Time', '100 C.D.'],
      ['2', 'Contract Effectivity', 'Jan 1, 2024'],
      ['3', 'Original Expiry Date', 'Apr 9, 2024'],
      ['4', 'Calendar Days Elapsed', '61 C.D.'],
      ['5', 'Days Suspended', '10 C.D.'],
      ['6', 'Contract Time Elapsed', '51 C.D.'],
      ['7', 'Expiry Date Due to Suspensions', 'Apr 19, 2024'],
      ['8', 'Expiry Date Due to Time Extensions', 'May 4, 2024'],
      ['9', '% Time Elapsed', '44.35%'],
      ['10', '% Work Accomplished (Actual)', '35.00%'],
      ['11', '% Work Programmed (Target)', '41.20%'],
      ['12', '% Slippage', '-6.20%'],
    ]);
    const contractCard = screen.getByRole('region', { name: 'Contract' });
    expect(within(contractCard).getByText('Php 1,050,000.50')).toBeTruthy();
    expect(within(contractCard).getByText('Tarlac Builders Corporation')).toBeTruthy();
    const features = screen.getByRole('table', { name: 'Physical Features' });
    expect(within(features).getByText('Canal lining')).toBeTruthy();
    expect(within(features).getByText('300.5')).toBeTruthy();
    expect(within(features).getByText('l.m.')).toBeTruthy();
    // Breadcrumbs: Contracts › number › Summary.
    const nav = screen.getByRole('navigation', { name: /breadcrumb/i });
    await waitFor(() => expect(within(nav).getByRole('link', { name: NUMBER }).getAttribute('href')).toBe('/contracts/details/21'));
    expect(within(nav).getByRole('link', { name: 'Contracts' })).toBeTruthy();
    expect(within(nav).getByText('Summary')).toBeTruthy();
  });

  it('reads again as of the date picked, and downloads the Excel file of that date with the token', async () => {
    const { calls, user, fileCalls } = setup(
      '/contracts/summary/21',
      { 'GET contracts/21/summary?as_of=2024-10-05': { body: { ...summary, as_of: '2024-10-05' } } },
      { 'reports/contracts/contract-excel-report/21': xlsx(`Contract Summary ${NUMBER} as of 2024-10-05.xlsx`) },
    );
    await screen.findByRole('table', { name: 'Time and Accomplishment as of Mar 1, 2024' });
    await user.click(screen.getByRole('group', { name: /As Of/ }));
    await user.keyboard('20241005');
    expect(await screen.findByRole('table', { name: 'Time and Accomplishment as of Oct 5, 2024' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain('contracts/21/summary?as_of=2024-10-05');
    await user.click(screen.getByRole('button', { name: 'Download Excel File' }));
    await waitFor(() => expect(downloads.names()).toEqual([`Contract Summary ${NUMBER} as of 2024-10-05.xlsx`]));
    expect(fileCalls.map((call) => call.path)).toEqual(['reports/contracts/contract-excel-report/21?as_of=2024-10-05']);
    expect(fileCalls[0]?.headers.Authorization).toMatch(/^Bearer /);
  });

  it('downloads as of today by default', async () => {
    const { user, fileCalls } = setup('/contracts/summary/21', {}, { 'reports/contracts/contract-excel-report/21': xlsx('x.xlsx') });
    await screen.findByRole('table', { name: /Time and Accomplishment/ });
    await user.click(screen.getByRole('button', { name: 'Download Excel File' }));
    await waitFor(() => expect(fileCalls.map((call) => call.path)).toEqual([`reports/contracts/contract-excel-report/21?as_of=${todayInManila()}`]));
  });

  it('shows the error with Retry, and reads again on Retry', async () => {
    let fail = true;
    const { user } = setup('/contracts/summary/21', {
      'GET contracts/21/summary': () => (fail ? { status: 503, body: { detail: 'The database is not available; try again shortly.' } } : { body: summary }),
    });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: /Time and Accomplishment/ })).toBeTruthy();
  });

  it('says so for a contract of another office (404)', async () => {
    setup('/contracts/summary/21', { 'GET contracts/21/summary': { status: 404, body: { detail: 'Not found.' } } });
    expect(await screen.findByText(/There is no such contract in this office/)).toBeTruthy();
  });

  it('without a contract id, toasts and goes to the dashboard', async () => {
    setup('/contracts/summary');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(await screen.findByText(missingSummaryContractIdMessage)).toBeTruthy();
  });
});

describe('Contract Timeline', () => {
  it('shows the contract dates, the suspensions, completion and flagged liquidated damages', async () => {
    setup('/contracts/timeline/21');
    const suspensions = await screen.findByRole('table', { name: 'Suspensions' });
    expect(within(suspensions).getByText('Heavy rains')).toBeTruthy();
    expect(within(suspensions).getByText('Jan 31, 2024')).toBeTruthy();
    expect(within(suspensions).getByText('Feb 10, 2024')).toBeTruthy();
    expect(within(suspensions).getByText('85')).toBeTruthy();
    const contractCard = screen.getByRole('region', { name: 'Contract' });
    expect(within(contractCard).getByText('Canal Lining Lateral A')).toBeTruthy();
    expect(within(contractCard).getByText('May 4, 2024')).toBeTruthy();
    const completion = screen.getByRole('region', { name: 'Completion' });
    expect(within(completion).getByText('Not yet completed')).toBeTruthy();
    expect(within(completion).getByText('269 C.D.')).toBeTruthy();
    const damages = screen.getByRole('region', { name: 'Liquidated Damages' });
    expect(within(damages).getByText('Php 100,100.00')).toBeTruthy();
    expect(within(damages).getByText('154 C.D.')).toBeTruthy();
    expect(within(damages).getByText('Reached 10% of the revised contract amount')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(nav).getByText('Timeline')).toBeTruthy();
  });

  it('shows no liquidated damages and no warning before the expiry', async () => {
    setup('/contracts/timeline/21', {
      'GET contracts/21/timeline': { body: { ...timeline, days_of_delay: 0, liquidated_damages: 0, liquidated_damages_flag: false, suspensions: [] } },
    });
    const damages = await screen.findByRole('region', { name: 'Liquidated Damages' });
    expect(within(damages).getByText(/None as of/)).toBeTruthy();
    expect(screen.queryByText('Reached 10% of the revised contract amount')).toBeNull();
    expect(screen.getByText('No suspension as of this date.')).toBeTruthy();
  });

  it('downloads the timeline Excel file of the date shown', async () => {
    const { user, fileCalls } = setup('/contracts/timeline/21', {}, { 'reports/contracts/contract-timeline-excel-report/21': xlsx(`Contract Timeline ${NUMBER}.xlsx`) });
    await screen.findByRole('table', { name: 'Suspensions' });
    await user.click(screen.getByRole('button', { name: 'Download Excel File' }));
    await waitFor(() => expect(downloads.names()).toEqual([`Contract Timeline ${NUMBER}.xlsx`]));
    expect(fileCalls.map((call) => call.path)).toEqual([`reports/contracts/contract-timeline-excel-report/21?as_of=${todayInManila()}`]);
  });

  it('shows the error with Retry', async () => {
    let fail = true;
    const { user } = setup('/contracts/timeline/21', {
      'GET contracts/21/timeline': () => (fail ? { status: 503, body: { detail: 'The database is not available; try again shortly.' } } : { body: timeline }),
    });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Suspensions' })).toBeTruthy();
  });
});
