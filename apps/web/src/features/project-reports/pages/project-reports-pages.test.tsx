import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  isoDate,
  type AccomplishmentSummaryReport,
  type IsoDate,
  type OverallSCurveResponse,
  type ProjectDetailedReport,
  type ProjectsAccomplishmentReport,
} from '@subaybay/domain';
import { configureApiClient } from '../../../lib/api-client';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { makeUser, signIn } from '../../../test/fixtures';
import { answerFiles, captureDownloads, xlsxResponse } from '../../../test/downloads';
import { renderRoutes } from '../../../test/render';
import { bodyRowsOf } from '../../../test/table';
import { drawn } from '../../../test/s-curve-chart-stub';
import { projectReportsRoutes } from '../routes';
import { overallSCurveFilename } from './overall-s-curve-page';
import { projectReportNotFoundMessage } from './project-report-page';

vi.mock('../../contracts/components/s-curve-echarts', () => import('../../../test/s-curve-chart-stub'));

const YEAR = new Date().getFullYear();
const unavailable = { status: 503, body: { detail: 'The database is not available; try again shortly.' } };

const contract = (number: string, share: number) => ({
  id: number === 'C1' ? 1 : 2,
  contract_number: number,
  contract_description: `${number} works`,
  original_contract_amount: 1_000_000,
  revised_contract_amount: 1_050_000.5,
  target_accomplishment: 50,
  actual_accomplishment: 40,
  slippage: -10,
  value_accomplished_share: share,
  target_value_accomplished_share: share * 1.25,
});
const project = (id: number, name: string) => ({
  id,
  name,
  allocation: 3_000_000,
  total_expenditure: 100_000,
  value_accomplished: 240_000,
  target_value_accomplished: 300_000,
  accomplishment: 8,
  target_accomplishment: 10,
  slippage: -2,
  contracts: [contract('C2', 240_000)],
});
const accomplishment = (asOf: IsoDate): ProjectsAccomplishmentReport => ({
  as_of: asOf,
  year: YEAR,
  fund_sources: ['Fund A', 'Fund B'],
  report: { 'Fund A': [project(1, 'PA2')], 'Fund B': [project(2, 'PB1')] },
  summary: {
    total_allocation: 6_000_000,
    total_value_accomplished: 520_000,
    total_target_value_accomplished: 700_000,
    overall_accomplishment: 8.666667,
    overall_target: 11.666667,
    overall_slippage: -3,
  },
});
const summaryRow = (fund: string) => ({
  fund_source: fund,
  allocation: 4_000_000,
  value_accomplished: 360_000,
  number_of_projects: 2,
  target_value_accomplished: 500_000,
  target_accomplishment: 12.5,
  accomplishment: 9,
  slippage: -3.5,
});
const summary = (asOf: IsoDate): AccomplishmentSummaryReport => ({ as_of: asOf, year: YEAR, rows: [summaryRow('Fund A')], summary: summaryRow('Total') });
const detailed = (asOf: IsoDate): ProjectDetailedReport => ({
  ...project(7, 'Canal Lining PA1'),
  as_of: asOf,
  implementation_year: 2024,
  fund_source: 'Fund A',
  expenditures: [{ source_name: 'Contract Works', amount: 100_000 }],
});
const curve: OverallSCurveResponse = {
  year: 2024,
  start_date: '2024-01-01',
  total_original_amount: 1_400_000,
  number_of_contracts: 2,
  original_projected_scurve: [{ day: 0, accomplishment: 0 }, { day: 100, accomplishment: 100 }],
  revised_projected_scurve: [{ day: 0, accomplishment: 0 }, { day: 110, accomplishment: 100 }],
  actual_accomplishment_scurve: [{ day: 0, accomplishment: 0 }, { day: 41, accomplishment: 37.142857 }],
};

const downloads = captureDownloads();

/** Answers every as-of date the pages ask for (the date picker and "today"). */
function setup(path: string, mocks: Record<string, MockAnswer> = {}, fallback?: (apiPath: string) => MockAnswer | undefined) {
  signIn(makeUser({ id: 42 }));
  const api = mockApi({ 'GET fund-sources': { body: [{ id: 1, name: 'Fund A' }, { id: 2, name: 'Fund B' }] }, ...mocks });
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const apiPath = String(input).replace(/^\/api\//, '').replace(/\/$/, '');
    if (!(`GET ${apiPath}` in mocks) && fallback) {
      const answer = fallback(apiPath);
      if (answer) {
        api.calls.push({ method: 'GET', path: apiPath, body: undefined, headers: {} });
        const resolved = typeof answer === 'function' ? answer({ body: undefined, headers: {} }) : answer;
        return new Response(JSON.stringify(resolved.body), { status: resolved.status ?? 200, headers: { 'Content-Type': 'application/json' } });
      }
    }
    return api.fetchMock(input, init);
  };
  const files = answerFiles(fetchMock, { 'reports/projects/excel-projects-accomplishment-report': () => xlsxResponse('Projects.xlsx') });
  configureApiClient({ fetch: files.fetchMock });
  const rendered = renderRoutes(
    (queryClient) => [...(projectReportsRoutes(queryClient).signedIn ?? []), { path: '*', element: <p>Other page</p> }],
    path,
  );
  return { ...api, ...rendered, fileCalls: files.fileCalls, user: userEvent.setup() };
}

const asOfOf = (apiPath: string) => isoDate(/as_of=(\d{4}-\d{2}-\d{2})/.exec(apiPath)?.[1] ?? '2024-01-01');

beforeEach(() => {
  drawn.options = [];
});

describe('Projects Report hub', () => {
  it('links to the two projects reports', async () => {
    setup('/reports/projects/');
    const list = await screen.findByRole('list', { name: 'Projects reports' });
    expect(within(list).getByRole('link', { name: /Projects Accomplishment Breakdown/ }).getAttribute('href')).toBe('/reports/projects/accomplishment');
    expect(within(list).getByRole('link', { name: /Accomplishment Summary Report By Fund Source/ }).getAttribute('href')).toBe(
      '/reports/projects/accomplishment-summary-report/',
    );
  });
});

describe('Projects Accomplishment Report', () => {
  it('generates with every fund source preselected, shows the groups and the summary, and downloads the Excel file', async () => {
    const { user, calls, fileCalls } = setup('/reports/projects/accomplishment', {}, (apiPath) =>
      apiPath.startsWith('reports/projects/projects-accomplishment-report/') ? { body: accomplishment(asOfOf(apiPath)) } : undefined,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Fund Sources' }).textContent).toBe('All fund sources'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const table = await screen.findByRole('table', { name: /Projects Accomplishment CY/ });
    const request = calls.find((call) => call.path.startsWith('reports/projects/projects-accomplishment-report/'))!;
    expect(request.path).toMatch(new RegExp(`^reports/projects/projects-accomplishment-report/${YEAR}\\?as_of=\\d{4}-\\d{2}-\\d{2}&fund_sources=Fund%20A%2CFund%20B$`));
    const rows = bodyRowsOf(table);
    expect(rows[0]).toEqual(['Fund A']);
    expect(rows[1]).toEqual(['PA2', 'Php 3,000,000.00', '', '10.00%', '8.00%', '-2.00%', 'Php 240,000.00', 'Php 300,000.00', 'Php 100,000.00']);
    expect(rows[2]).toEqual(['C2C2 works', '', 'Php 1,050,000.50', '50.00%', '40.00%', '-10.00%', 'Php 240,000.00', 'Php 300,000.00', '']);
    expect(rows[3]).toEqual(['Fund B']);
    // A project's name opens its Project Detailed Report of the report's year.
    expect(within(table).getByRole('link', { name: 'PA2' }).getAttribute('href')).toMatch(new RegExp(`^/project/report/\\d+/${YEAR}$`));
    const block = screen.getByRole('region', { name: 'Summary' });
    expect(within(block).getByText('Php 6,000,000.00')).toBeTruthy();
    expect(within(block).getByText('8.67%')).toBeTruthy();
    expect(within(block).getByText('-3.00%')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download Excel File' }));
    await waitFor(() => expect(downloads.names()).toEqual(['Projects.xlsx']));
    const file = fileCalls.find((call) => call.path.startsWith('reports/projects/excel-projects-accomplishment-report/'))!;
    expect(file.path).toContain('fund_sources=Fund%20A%2CFund%20B');
    expect(file.path).toContain('user_id=42');
  });

  it('lists a contract whose records are refused under its project with what is wrong, and says the totals leave it out', async () => {
    const refused = {
      ...contract('C9', 0),
      id: 9,
      revised_contract_amount: null,
      target_accomplishment: null,
      actual_accomplishment: null,
      slippage: null,
      value_accomplished_share: null,
      target_value_accomplished_share: null,
      records_error: { detail: 'Variation order of 2024-02-01: the revised amount may not be negative.', path: '/variation-orders/contract/9' },
    };
    const report = (asOf: IsoDate): ProjectsAccomplishmentReport => {
      const base = accomplishment(asOf);
      const pa2 = { ...project(1, 'PA2'), contracts: [contract('C2', 240_000), refused], contracts_with_record_errors: 1 };
      return { ...base, report: { ...base.report, 'Fund A': [pa2] }, contracts_with_record_errors: 1 };
    };
    const { user } = setup('/reports/projects/accomplishment', {}, (apiPath) =>
      apiPath.startsWith('reports/projects/projects-accomplishment-report/') ? { body: report(asOfOf(apiPath)) } : undefined,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Fund Sources' }).textContent).toBe('All fund sources'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const table = await screen.findByRole('table', { name: /Projects Accomplishment CY/ });
    expect(screen.getByRole('alert').textContent).toContain('1 contract is left out of these figures because its records are refused.');
    const rows = bodyRowsOf(table);
    // The project's figures are the server's (without the refused contract); the good contract keeps its own.
    expect(rows[1]).toEqual(['PA2', 'Php 3,000,000.00', '', '10.00%', '8.00%', '-2.00%', 'Php 240,000.00', 'Php 300,000.00', 'Php 100,000.00']);
    expect(rows[3]).toEqual(['C9C9 works', '', 'Figures not computed: Variation order of 2024-02-01: the revised amount may not be negative. Fix the record']);
    const note = within(table).getByRole('note', { name: 'Records of contract C9 refused' });
    expect(within(note).getByRole('link', { name: 'Fix the record' }).getAttribute('href')).toBe('/variation-orders/contract/9');
  });

  it('sends only the fund sources left selected', async () => {
    const { user, calls } = setup('/reports/projects/accomplishment', {}, (apiPath) =>
      apiPath.startsWith('reports/projects/projects-accomplishment-report/') ? { body: accomplishment(asOfOf(apiPath)) } : undefined,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Fund Sources' }).textContent).toBe('All fund sources'));
    await user.click(screen.getByRole('combobox', { name: 'Fund Sources' }));
    await user.click(await screen.findByRole('option', { name: 'Fund A' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByRole('table', { name: /Projects Accomplishment CY/ });
    expect(calls.find((call) => call.path.startsWith('reports/projects/projects-accomplishment-report/'))!.path).toMatch(/&fund_sources=Fund%20B$/);
  });

  it('shows the error with Retry, which reads again', async () => {
    let fail = true;
    const { user } = setup('/reports/projects/accomplishment', {}, (apiPath) =>
      apiPath.startsWith('reports/projects/projects-accomplishment-report/') ? (fail ? unavailable : { body: accomplishment(asOfOf(apiPath)) }) : undefined,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Fund Sources' }).textContent).toBe('All fund sources'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: /Projects Accomplishment CY/ })).toBeTruthy();
  });
});

describe('Accomplishment Summary Report By Fund Source', () => {
  it('shows one row per fund source and the total', async () => {
    const { user } = setup('/reports/projects/accomplishment-summary-report/', {}, (apiPath) =>
      apiPath.startsWith('reports/projects/accomplishment-summary-report/') ? { body: summary(asOfOf(apiPath)) } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    const table = await screen.findByRole('table', { name: /Accomplishment by fund source/ });
    expect(bodyRowsOf(table)).toEqual([['Fund A', '2', 'Php 4,000,000.00', 'Php 360,000.00', 'Php 500,000.00', '12.50%', '9.00%', '-3.50%']]);
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('-3.50%')).toBeTruthy();
  });

  it('shows the error state', async () => {
    const { user } = setup('/reports/projects/accomplishment-summary-report/', {}, (apiPath) =>
      apiPath.startsWith('reports/projects/accomplishment-summary-report/') ? unavailable : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('Project Detailed Report', () => {
  it('shows the project, its expenditures and its contracts as of today', async () => {
    setup('/project/report/7/2024', {}, (apiPath) => (apiPath.startsWith('reports/projects/detailed-report/7') ? { body: detailed(asOfOf(apiPath)) } : undefined));
    expect(await screen.findByRole('heading', { name: 'Canal Lining PA1' })).toBeTruthy();
    expect(screen.getByText('Php 3,000,000.00')).toBeTruthy();
    const expenditures = screen.getByRole('table', { name: /Expenditures as of/ });
    expect(bodyRowsOf(expenditures)).toEqual([['Contract Works', 'Php 100,000.00']]);
    const contracts = screen.getByRole('table', { name: 'Contracts' });
    expect(bodyRowsOf(contracts)).toEqual([['C2', 'Php 1,050,000.50', '50.00%', '40.00%', '-10.00%']]);
  });

  it('says so for a project that is not the office’s, and for an id that is not one', async () => {
    setup('/project/report/8/2024', {}, (apiPath) => (apiPath.startsWith('reports/projects/detailed-report/8') ? { status: 404, body: { detail: 'Not found.' } } : undefined));
    expect(await screen.findByText(projectReportNotFoundMessage)).toBeTruthy();
  });

  it('shows the error state with Retry', async () => {
    setup('/project/report/7/2024', {}, (apiPath) => (apiPath.startsWith('reports/projects/detailed-report/7') ? unavailable : undefined));
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a non-number id names no project', async () => {
    setup('/project/report/abc/2024');
    expect(await screen.findByText(projectReportNotFoundMessage)).toBeTruthy();
  });
});

describe('reports without contract rows', () => {
  it('the summary by fund source says how many contracts it leaves out and links to the year’s contracts', async () => {
    const { user } = setup('/reports/projects/accomplishment-summary-report/', {}, (apiPath) =>
      apiPath.startsWith('reports/projects/accomplishment-summary-report/')
        ? { body: { ...summary(asOfOf(apiPath)), contracts_with_record_errors: 2 } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('2 contracts are left out of these figures because their records are refused.');
    expect(within(alert).getByRole('link', { name: `See what to fix in the contracts of ${YEAR}` }).getAttribute('href')).toBe(`/contracts/year/${YEAR}`);
  });
});

describe('Overall S-curve', () => {
  it('draws three dashed lines (black, red, blue) and downloads a PNG named by date and time', async () => {
    const { user } = setup('/reports/contracts/overall-s-curve/', { 'GET reports/summaries/overall-scurve/2024': { body: curve } });
    const year = await screen.findByRole('textbox', { name: /Implementation Year/ });
    await user.clear(year);
    await user.type(year, '2024');
    await user.click(screen.getByRole('button', { name: 'Generate Scurve' }));
    const chart = await screen.findByTestId('overall-s-curve');
    expect(chart.getAttribute('aria-label')).toContain('Original Target (black dashed)');
    // Named as the dashboard names it: weighted by contract amount, not value ÷ allocation (issue 18).
    expect(screen.getByText(/Each line is the year's contracts weighted by contract amount/)).toBeTruthy();
    expect(screen.getByText(/contracts, weighted by contract amount \(each by its original amount\)/)).toBeTruthy();
    await waitFor(() => expect(drawn.options.length).toBeGreaterThan(0));
    const option = drawn.options.at(-1) as { series: { name: string; lineStyle: { color: string; type: string } }[] };
    expect(option.series.map((s) => [s.name, s.lineStyle.color, s.lineStyle.type])).toEqual([
      ['Original Target', '#000000', 'dashed'],
      ['Revised Target', '#d32f2f', 'dashed'],
      ['Actual', '#1565c0', 'dashed'],
    ]);
    const button = screen.getByRole('button', { name: 'Download Image File' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    await waitFor(() => expect(downloads.names()).toHaveLength(1), { timeout: 3000 });
    expect(downloads.names()[0]).toMatch(/^overall-s-curve-2024-\d{8}-\d{4}\.png$/);
  });

  it('names the file by the year and the date and time', () => {
    expect(overallSCurveFilename(2024, new Date(2026, 10, 23, 15, 30))).toBe('overall-s-curve-2024-20261123-1530.png');
  });

  it('shows the error state', async () => {
    const { user } = setup('/reports/contracts/overall-s-curve/', { 'GET reports/summaries/overall-scurve/2024': unavailable });
    const year = await screen.findByRole('textbox', { name: /Implementation Year/ });
    await user.clear(year);
    await user.type(year, '2024');
    await user.click(screen.getByRole('button', { name: 'Generate Scurve' }));
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
  });
});
