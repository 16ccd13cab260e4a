import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInManila, type ContractsReportRow, type PpaReport } from '@subaybay/domain';
import { coaReportFirstContract } from '@subaybay/domain/test-support';
import { configureApiClient } from '../../../lib/api-client';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { stubPhoneWidth } from '../../../test/phone-width';
import { makeUser, signIn } from '../../../test/fixtures';
import { answerFiles, captureDownloads, xlsxResponse } from '../../../test/downloads';
import { renderRoutes } from '../../../test/render';
import { reportsRoutes } from '../routes';
import { generatePrompt } from './contracts-detailed-breakdown-page';
import { notAYearMessage } from './negative-slippage-page';

const today = todayInManila();
const year = today.slice(0, 4);

const row: ContractsReportRow = {
  id: 21,
  contract_number: 'RPT-2024-01',
  contract_description: 'Canal lining',
  location: 'Capas, Tarlac',
  original_contract_amount: 1_000_000,
  revised_contract_amount: 1_050_000.25,
  actual_accomplishment: 35,
  target_accomplishment: 53.2,
  slippage: -18.2,
  slippage_band: 'terminal',
  contractor: 'Capas Builders Corp.',
  project_in_charge: 'Ana Reyes',
  contract_effectivity: '2024-01-01',
  original_contract_time: 100,
  original_expiry_date: '2024-04-09',
  calendar_days_elapsed: 61,
  days_suspended: 0,
  contract_time_elapsed: 61,
  expiry_date_due_to_suspensions: '2024-04-09',
  expiry_date_due_to_time_extensions: '2024-04-24',
  approved_time_extension: { number_of_time_extension: 1, total_duration: 15 },
  fund_source: 'FS-A / FS-B',
  remarks: 'Ongoing (Terminal)',
};

const ppa: PpaReport = {
  title_1: 'COMMISSION ON AUDIT',
  title_2: 'Based on COA Circular 2013-004 Annex B',
  year: Number(year),
  as_of: today,
  contracts: [
    {
      contract_id: 21,
      ...coaReportFirstContract,
    },
  ],
};

const refusal = {
  detail: 'Schedule node of 2024-03-01: 30% is lower than the 40% of 2024-02-19; it is cumulative and may not decrease.',
  path: '/physical-schedule-list/22',
};

/** A contract whose records the server refuses: its identity, no figures, what is wrong. */
const refusedRow: ContractsReportRow = {
  ...row,
  id: 22,
  contract_number: 'RPT-2024-02',
  contract_description: 'Diversion dam repair',
  revised_contract_amount: null,
  actual_accomplishment: null,
  target_accomplishment: null,
  slippage: null,
  slippage_band: null,
  original_expiry_date: null,
  calendar_days_elapsed: null,
  days_suspended: null,
  contract_time_elapsed: null,
  expiry_date_due_to_suspensions: null,
  expiry_date_due_to_time_extensions: null,
  approved_time_extension: null,
  remarks: refusal.detail,
  records_error: refusal,
};

const downloads = captureDownloads();

function setup(path: string, mocks: Record<string, MockAnswer> = {}, files: Record<string, () => Response> = {}) {
  signIn(makeUser());
  const api = mockApi(mocks);
  const { fetchMock, fileCalls } = answerFiles(api.fetchMock, files);
  configureApiClient({ fetch: fetchMock });
  const rendered = renderRoutes(
    (queryClient) => [
      ...(reportsRoutes(queryClient).activeAccount ?? []),
      { path: '/contracts/details/:contractId', element: <p>Contract details page</p> },
      { path: '*', element: <p>Other page</p> },
    ],
    path,
  );
  return { ...api, ...rendered, fileCalls, user: userEvent.setup() };
}

const xlsx = (filename: string) => () => xlsxResponse(filename);

// The chosen columns are remembered in this browser: each test starts from the default.
beforeEach(() => window.localStorage.clear());

const headersOf = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((tableRow) => tableRow.querySelector('td'))
    .map((tableRow) => [...tableRow.querySelectorAll('td')].map((cell) => cell.textContent));

describe('the report hubs', () => {
  it('/reports/main/ links to the Contracts Report and the Projects Report', async () => {
    setup('/reports/main/');
    const list = await screen.findByRole('list', { name: 'Reports' });
    expect(within(list).getByRole('link', { name: /Contracts Report/ }).getAttribute('href')).toBe('/reports/contracts/');
    expect(within(list).getByRole('link', { name: /Projects Report/ }).getAttribute('href')).toBe('/reports/projects/');
  });

  it('/reports/contracts/ links to its four reports, negative slippage for the current year', async () => {
    setup('/reports/contracts/');
    const list = await screen.findByRole('list', { name: 'Contracts reports' });
    expect(within(list).getByRole('link', { name: /Detailed Breakdown/ }).getAttribute('href')).toBe('/reports/contracts/detailed/');
    expect(within(list).getByRole('link', { name: /Negative Slippage/ }).getAttribute('href')).toBe(`/reports/contracts/negative-slippage/${year}`);
    expect(within(list).getByRole('link', { name: /PPA Report/ }).getAttribute('href')).toBe('/reports/contracts/ppa/');
    expect(within(list).getByRole('link', { name: /Overall S-curve/ }).getAttribute('href')).toBe('/reports/contracts/overall-s-curve/');
  });
});

describe('Contracts Detailed Breakdown', () => {
  it('reads nothing until Generate, then shows the table without the hidden columns and offers its Excel file', async () => {
    const { calls, user, fileCalls } = setup(
      '/reports/contracts/detailed/',
      { [`GET reports/contracts/contracts-report/${year}?as_of=${today}`]: { body: [row] } },
      { [`reports/contracts/contracts-excel-report/${year}`]: xlsx(`Contracts Detailed Breakdown CY ${year} as of ${today}.xlsx`) },
    );
    expect(await screen.findByText(generatePrompt)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Implementation Year/ }) as HTMLInputElement).value).toBe(year);
    expect(screen.queryByRole('button', { name: 'Download Excel File' })).toBeNull();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const table = await screen.findByRole('table', { name: new RegExp(`Contracts of ${year} as of`) });
    const headers = headersOf(table);
    // What fits a laptop, by default: the contract, its amount, contractor, progress, expiry and remarks.
    expect(headers).toEqual([
      'Contract Number',
      'Contract Description',
      'Revised Contract Amount',
      'Contractor',
      'Target Accomplishment',
      'Actual Accomplishment',
      'Slippage',
      'Expiry Date Due to Time Extensions',
      'Remarks',
    ]);
    expect(headers.some((header) => /time extension/i.test(header ?? '') && !/expiry/i.test(header ?? ''))).toBe(false);
    const [cells] = cellsOf(table);
    expect(cells).toContain('Php 1,050,000.25');
    expect(cells).toContain('53.20%');
    expect(cells).toContain('-18.20%');
    expect(cells).toContain('Apr 24, 2024');
    expect(cells).not.toContain('FS-A / FS-B');

    await user.click(await screen.findByRole('button', { name: 'Download Excel File' }));
    await waitFor(() => expect(downloads.names()).toEqual([`Contracts Detailed Breakdown CY ${year} as of ${today}.xlsx`]));
    expect(fileCalls.map((call) => call.path)).toEqual([`reports/contracts/contracts-excel-report/${year}?as_of=${today}`]);
  });

  it('shows the columns the person chooses, every one with Show all, and remembers them in this browser', async () => {
    const mocks = { [`GET reports/contracts/contracts-report/2024?as_of=2024-06-30`]: { body: [row] } };
    const { user, unmount } = setup('/reports/contracts/detailed/?year=2024&as_of=2024-06-30', mocks);
    await screen.findByRole('table', { name: /Contracts of 2024 as of/ });
    await user.click(screen.getByRole('button', { name: 'Columns (9 of 19)' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Contract Number' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Days Suspended' }));
    await user.keyboard('{Escape}');
    expect(headersOf(screen.getByRole('table', { name: /Contracts of 2024/ }))).toContain('Days Suspended');
    await user.click(screen.getByRole('button', { name: 'Columns (10 of 19)' }));
    await user.click(screen.getByRole('menuitem', { name: 'Show all' }));
    await user.keyboard('{Escape}');
    const all = headersOf(screen.getByRole('table', { name: /Contracts of 2024/ }));
    expect(all).toHaveLength(19);
    expect(all.slice(0, 4)).toEqual(['Contract Number', 'Contract Description', 'Project In Charge', 'Location']);
    expect(all).not.toContain('Fund Source');
    unmount();

    // Opened again: the same 19 columns.
    setup('/reports/contracts/detailed/?year=2024&as_of=2024-06-30', mocks);
    expect(headersOf(await screen.findByRole('table', { name: /Contracts of 2024 as of/ }))).toHaveLength(19);
  });

  it('keeps the report in the address: a shared link reads it at once, Generate adds a history entry and Back returns to it', async () => {
    const { calls, user, router } = setup('/reports/contracts/detailed/?year=2024&as_of=2024-06-30', {
      [`GET reports/contracts/contracts-report/2024?as_of=2024-06-30`]: { body: [row] },
      [`GET reports/contracts/contracts-report/2025?as_of=2024-06-30`]: { body: [] },
    });
    expect(await screen.findByRole('table', { name: 'Contracts of 2024 as of Jun 30, 2024' })).toBeTruthy();
    const yearInput = screen.getByRole('textbox', { name: /Implementation Year/ }) as HTMLInputElement;
    expect(yearInput.value).toBe('2024');
    await user.clear(yearInput);
    await user.type(yearInput, '2025');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('No contract of 2025 in this office.')).toBeTruthy();
    expect(router.state.location.search).toBe('?year=2025&as_of=2024-06-30');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('table', { name: 'Contracts of 2024 as of Jun 30, 2024' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Implementation Year/ }) as HTMLInputElement).value).toBe('2024');
    expect(calls.map((call) => call.path)).toEqual([
      'reports/contracts/contracts-report/2024?as_of=2024-06-30',
      'reports/contracts/contracts-report/2025?as_of=2024-06-30',
    ]);
  });

  it('reads the defaults and says so when the address holds a year and a date that are not ones', async () => {
    const { calls } = setup('/reports/contracts/detailed/?year=20x5&as_of=2024-02-30', {
      [`GET reports/contracts/contracts-report/${year}?as_of=${today}`]: { body: [row] },
    });
    expect(await screen.findByText(/year "20x5" and as-of date "2024-02-30" could not be read/)).toBeTruthy();
    expect(await screen.findByRole('table', { name: new RegExp(`Contracts of ${year} as of`) })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual([`reports/contracts/contracts-report/${year}?as_of=${today}`]);
  });

  it('generates for the year typed, and refuses a year that is not one', async () => {
    const { calls, user } = setup('/reports/contracts/detailed/', { [`GET reports/contracts/contracts-report/2024?as_of=${today}`]: { body: [] } });
    const yearInput = await screen.findByRole('textbox', { name: /Implementation Year/ });
    await user.clear(yearInput);
    await user.type(yearInput, '24');
    expect(screen.getByText(/Enter a year from/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(yearInput);
    await user.type(yearInput, '2024');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('No contract of 2024 in this office.')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual([`reports/contracts/contracts-report/2024?as_of=${today}`]);
  });

  it('shows the error with Retry when the report cannot be read', async () => {
    const { user } = setup('/reports/contracts/detailed/', {
      [`GET reports/contracts/contracts-report/${year}?as_of=${today}`]: { status: 503, body: { detail: 'The database is not available.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download Excel File' })).toBeNull();
  });
});

describe('a contract whose records are refused', () => {
  it('keeps its row in the Negative Slippage report, with what is wrong across its figures and a link to the record', async () => {
    setup('/reports/contracts/negative-slippage/2024', {
      [`GET reports/contracts/contracts-report/negative-slippage/2024?as_of=${today}`]: { body: [row, refusedRow] },
    });
    const table = await screen.findByRole('table', { name: /Contracts of 2024 with negative slippage/ });
    const note = within(table).getByRole('note', { name: 'Records of contract RPT-2024-02 refused' });
    expect(note.textContent).toContain(refusal.detail);
    expect(within(note).getByRole('link', { name: 'Fix the record' }).getAttribute('href')).toBe('/physical-schedule-list/22');
    const [good, refused] = cellsOf(table);
    expect(good).toContain('-18.20%');
    // Its identity columns shown (number, description), then one cell across the figures.
    expect(refused).toEqual(['RPT-2024-02', 'Diversion dam repair', `Figures not computed: ${refusal.detail} Fix the record`]);
  });

  it('keeps its row in the PPA report and says how many contracts the report leaves out', async () => {
    const refusedPpa: PpaReport['contracts'][number] = {
      contract_id: 22,
      project_name: { item: 2, contract_number: 'RPT-2024-02', description: 'Diversion dam repair' },
      location: 'Capas, Tarlac',
      total_cost: { original: 500_000, revised: null },
      project_dates: { date_started: '2024-01-01', completion_date: null },
      extensions: null,
      project_status: null,
      remarks: refusal.detail,
      records_error: refusal,
    };
    setup('/reports/contracts/ppa/', {
      [`GET reports/contracts/ppa-report/${year}?as_of=${today}`]: {
        body: { ...ppa, contracts: [...ppa.contracts, refusedPpa], contracts_with_record_errors: 1 },
      },
    });
    const table = await screen.findByRole('table', { name: /PPA report of/ });
    expect(screen.getByRole('alert').textContent).toContain('1 contract is left out of these figures because its records are refused.');
    const note = within(table).getByRole('note', { name: 'Records of contract RPT-2024-02 refused' });
    expect(within(note).getByRole('link', { name: 'Fix the record' }).getAttribute('href')).toBe('/physical-schedule-list/22');
    expect(cellsOf(table)[1]).toEqual(['2', 'RPT-2024-02', 'Diversion dam repair', 'Capas, Tarlac', '500,000.00', `Figures not computed: ${refusal.detail} Fix the record`]);
  });
});


describe('the reports on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card per contract, its slippage first, and a refused contract says what is wrong in place of its figures', async () => {
    stubPhoneWidth();
    setup('/reports/contracts/negative-slippage/2024', {
      [`GET reports/contracts/contracts-report/negative-slippage/2024?as_of=${today}`]: { body: [row, refusedRow] },
    });
    const list = await screen.findByRole('list', { name: /Contracts of 2024 with negative slippage/ });
    expect(screen.queryByRole('table')).toBeNull();
    const [good, refused] = within(list).getAllByRole('listitem');
    expect(within(good!).getByRole('link', { name: 'Contract RPT-2024-01' }).getAttribute('href')).toBe('/contracts/details/21');
    expect(good!.textContent).toContain('Slippage-18.20%');
    // Every column of the report is on the card, the chooser's hidden ones too.
    expect(good!.textContent).toContain('Days Suspended0');
    expect(good!.textContent).toContain('Project In ChargeAna Reyes');
    expect(within(refused!).getByRole('note', { name: 'Records of contract RPT-2024-02 refused' }).textContent).toContain(refusal.detail);
    expect(refused!.textContent).not.toContain('Slippage');
  });

  it('shows a PPA card per contract with its % of completion first', async () => {
    stubPhoneWidth();
    setup('/reports/contracts/ppa/', { [`GET reports/contracts/ppa-report/${year}?as_of=${today}`]: { body: ppa } });
    const list = await screen.findByRole('list', { name: /PPA report of/ });
    const [card] = within(list).getAllByRole('listitem');
    expect(card!.textContent).toContain('% of Completion35.00%');
    expect(card!.textContent).toContain('Cost Incurred to DatePhp 100,000.00');
    expect(card!.textContent).toContain('RemarksOngoing (Terminal)');
  });
});

describe('Contracts with Negative Slippage', () => {
  it('reads on entry as of today, and a row opens Contract Details', async () => {
    const { calls, user } = setup('/reports/contracts/negative-slippage/2024', {
      [`GET reports/contracts/contracts-report/negative-slippage/2024?as_of=${today}`]: { body: [row] },
    });
    const table = await screen.findByRole('table', { name: /Contracts of 2024 with negative slippage/ });
    expect(calls.map((call) => call.path)).toEqual([`reports/contracts/contracts-report/negative-slippage/2024?as_of=${today}`]);
    expect(screen.getByRole('button', { name: 'Download Excel File' })).toBeTruthy();
    await user.click(within(table).getByText('Canal lining'));
    expect(await screen.findByText('Contract details page')).toBeTruthy();
  });

  it('says when nothing is behind schedule', async () => {
    setup('/reports/contracts/negative-slippage/2024', {
      [`GET reports/contracts/contracts-report/negative-slippage/2024?as_of=${today}`]: { body: [] },
    });
    expect(await screen.findByText(/No contract of 2024 is behind schedule/)).toBeTruthy();
  });

  it('refuses an address without a year', async () => {
    const { calls } = setup('/reports/contracts/negative-slippage/abc');
    expect(await screen.findByText(notAYearMessage)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the error with Retry', async () => {
    setup('/reports/contracts/negative-slippage/2024', {
      [`GET reports/contracts/contracts-report/negative-slippage/2024?as_of=${today}`]: { status: 503, body: { detail: 'The database is not available.' } },
    });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('PPA report', () => {
  it('shows "—" and the way to add it where a contract has no location, back to this report', async () => {
    setup('/reports/contracts/ppa/', {
      [`GET reports/contracts/ppa-report/${year}?as_of=${today}`]: { body: { ...ppa, contracts: [{ ...ppa.contracts[0]!, location: '' }] } },
    });
    const table = await screen.findByRole('table', { name: /PPA report of/ });
    const add = within(table).getByRole('link', { name: 'Add location of contract RPT-2024-01' });
    expect(add.closest('td')?.textContent).toContain('—');
    expect(add.getAttribute('href')).toMatch(/^\/contracts\/update\/21\?back=%2Freports%2Fcontracts%2Fppa%2F/);
  });

  it('shows the COA titles and every column, prints and downloads', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = setup(
      '/reports/contracts/ppa/',
      { [`GET reports/contracts/ppa-report/${year}?as_of=${today}`]: { body: ppa } },
      { [`reports/contracts/ppa-excel-report/${year}`]: xlsx(`PPA Report CY ${year} as of ${today}.xlsx`) },
    );
    expect(await screen.findByRole('heading', { name: 'COMMISSION ON AUDIT' })).toBeTruthy();
    expect(screen.getByText('Based on COA Circular 2013-004 Annex B')).toBeTruthy();
    const table = screen.getByRole('table', { name: /PPA report of/ });
    expect(headersOf(table)).toEqual([
      'Project/Program/Activity',
      'Location',
      'Total Cost (Php)',
      'Date Started',
      'No. of Extensions',
      'Target Completion',
      'Project Status',
      'Remarks',
      'Item',
      'Contract ID',
      'Description',
      'Original',
      'Revised',
      'Original',
      'Revised',
      '% of Completion',
      'Cost Incurred to Date (Php)',
    ]);
    expect(cellsOf(table)).toEqual([
      [
        '1',
        'RPT-2024-01',
        'Canal lining',
        'Capas, Tarlac',
        '1,000,000.00',
        '1,050,000.25',
        'Jan 1, 2024',
        '1',
        'Apr 9, 2024',
        'Apr 24, 2024',
        '35.00%',
        '100,000.00',
        'Ongoing (Terminal)',
      ],
    ]);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Download Excel File' }));
    await waitFor(() => expect(downloads.names()).toEqual([`PPA Report CY ${year} as of ${today}.xlsx`]));
    vi.unstubAllGlobals();
  });

  it('shows the error with Retry', async () => {
    setup('/reports/contracts/ppa/', {
      [`GET reports/contracts/ppa-report/${year}?as_of=${today}`]: { status: 503, body: { detail: 'The database is not available.' } },
    });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
