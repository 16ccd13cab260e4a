import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractOperations, contractsReportOperations, REPORT_TICKET_HEADER, todayInManila, type ContractsReportRow } from '@subaybay/domain';
import { configureApiClient, errorMessages } from '../../../lib/api-client';
import { callOperation } from '../../../lib/api-operations';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { answerFiles, captureDownloads, xlsxResponse } from '../../../test/downloads';
import { makeUser, signIn } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { reportsRoutes } from '../routes';

const today = todayInManila();
const year = today.slice(0, 4);
const reportPath = `reports/contracts/contracts-report/negative-slippage/2024?as_of=${today}`;
const queueDetail = 'The server is preparing many reports right now; try again in a minute.';
// The mocks answer every ticket's question under this one (the tickets are random); `asked` keeps the real ones.
const anyTicket = '0123456789abcdef0123456789abcdef';

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

type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

const downloads = captureDownloads();

// A call still held when a test ends (it failed, or left a prefetch nobody watched) is let go, so that
// it stops asking where its ticket stands: the next test's fetch would hear its questions.
const stillHeld: (() => void)[] = [];
afterEach(() => {
  for (const open of stillHeld.splice(0)) open();
});

/**
 * The negative slippage page over a fetch that holds the report's answer (and
 * the Excel file's) until the test lets it go, as a busy server does, and
 * answers each ticket's question with `place.answer` (at first: unknown ticket).
 */
function setup(mocks: Record<string, MockAnswer>) {
  signIn(makeUser());
  const place: { answer: { status?: number; body?: unknown } } = { answer: { status: 404, body: { detail: 'Not found.' } } };
  const api = mockApi({ ...mocks, [`GET report-queue/${anyTicket}`]: () => place.answer });
  const files = answerFiles(api.fetchMock as FetchFunction, {
    [`reports/contracts/contracts-excel-report/negative-slippage/2024`]: () => xlsxResponse(`Negative Slippage CY 2024 as of ${today}.xlsx`),
  });
  const gates = new Map<string, (() => void)[]>();
  const held: { path: string; headers: Record<string, string>; signal: AbortSignal | undefined }[] = [];
  const tickets: string[] = [];
  const fetchMock: FetchFunction = async (input, init) => {
    const path = String(input).replace(/^\/api\//, '');
    const ticket = /^report-queue\/([^/?]+)$/.exec(path)?.[1];
    if (ticket) {
      tickets.push(ticket);
      return files.fetchMock(`/api/report-queue/${anyTicket}`, init);
    }
    if (path.startsWith('reports/')) {
      held.push({ path, headers: (init?.headers ?? {}) as Record<string, string>, signal: init?.signal ?? undefined });
      await new Promise<void>((resolve, reject) => {
        gates.set(path, [...(gates.get(path) ?? []), resolve]);
        stillHeld.push(resolve);
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The call was aborted.', 'AbortError')));
      });
    }
    return files.fetchMock(input, init);
  };
  const notify = vi.fn();
  configureApiClient({ fetch: fetchMock as typeof fetch, notify });
  const rendered = renderRoutes(
    (queryClient) => [...(reportsRoutes(queryClient).activeAccount ?? []), { path: '*', element: <p>Other page</p> }],
    '/reports/contracts/negative-slippage/2024',
  );
  /** Lets the held call to `path` (the start of its path) answer. */
  const release = async (path: string) => {
    await waitFor(() => expect([...gates.keys()].some((key) => key.startsWith(path))).toBe(true));
    for (const [key, waiting] of gates) {
      if (!key.startsWith(path)) continue;
      gates.delete(key);
      for (const open of waiting) open();
    }
  };
  return { ...rendered, calls: api.calls, held, tickets, place, release, notify, user: userEvent.setup() };
}

describe('a report waiting in the report queue', () => {
  it('says "Preparing…", then how many are ahead, then shows the report', async () => {
    const { held, tickets, place, release, notify } = setup({ [`GET ${reportPath}`]: { body: [row] } });
    const status = await screen.findByText('Preparing…');
    expect(status.getAttribute('role')).toBe('status');
    await waitFor(() => expect(tickets.length).toBeGreaterThan(0));
    place.answer = { body: { state: 'waiting', ahead: 2 } };
    expect(await screen.findByText('Preparing… 2 ahead of you')).toBeTruthy();

    // The questions name the ticket the report's call carries: 32 hex digits, a fresh one for each call.
    const reportTickets = held.map((call) => call.headers[REPORT_TICKET_HEADER]);
    expect(reportTickets.at(-1)).toMatch(/^[0-9a-f]{32}$/);
    expect(tickets.at(-1)).toBe(reportTickets.at(-1));
    expect(new Set(reportTickets).size).toBe(reportTickets.length);

    await release('reports/contracts/contracts-report/negative-slippage/2024');
    expect(await screen.findByRole('table', { name: /Contracts of 2024 with negative slippage/ })).toBeTruthy();
    expect(screen.queryByText(/^Preparing…/)).toBeNull();
    // Once the report is there, nobody asks any more.
    const askedWhenDone = tickets.length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(tickets).toHaveLength(askedWhenDone);
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps saying "Preparing…" when the server does not know the ticket, with no toast and no redirect', async () => {
    const { tickets, release, notify, router } = setup({ [`GET ${reportPath}`]: { body: [row] } });
    await waitFor(() => expect(tickets.length).toBeGreaterThan(0));
    expect(screen.getByText('Preparing…')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/reports/contracts/negative-slippage/2024');

    await release('reports/contracts/contracts-report/negative-slippage/2024');
    expect(await screen.findByRole('table', { name: /Contracts of 2024 with negative slippage/ })).toBeTruthy();
    expect(notify).not.toHaveBeenCalledWith(errorMessages.notFound, expect.anything(), expect.anything());
  });

  it('shows the full queue\'s sentence with Retry, and Retry reads the report', async () => {
    let answers = 0;
    const { release, user } = setup({
      [`GET ${reportPath}`]: () => (answers++ === 0 ? { status: 503, body: { detail: queueDetail } } : { body: [row] }),
    });
    // Once the page is there (a query that failed before would be read again when the page mounts).
    await screen.findByText('Preparing…');
    await release('reports/contracts/contracts-report/negative-slippage/2024');
    const title = await screen.findByText('This could not be loaded.');
    const alert = title.closest('.MuiAlert-root') as HTMLElement;
    expect(within(alert).getByText(queueDetail)).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await release('reports/contracts/contracts-report/negative-slippage/2024');
    expect(await screen.findByRole('table', { name: /Contracts of 2024 with negative slippage/ })).toBeTruthy();
  });

  it('stops the report\'s call when the page is left', async () => {
    const { held, tickets, router } = setup({ [`GET ${reportPath}`]: { body: [row] } });
    await screen.findByText('Preparing…');
    expect(held.at(-1)?.signal?.aborted).toBe(false);

    await router.navigate('/elsewhere');
    expect(await screen.findByText('Other page')).toBeTruthy();
    await waitFor(() => expect(held.map((call) => call.signal?.aborted)).toEqual(held.map(() => true)));
    const askedWhenLeft = tickets.length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(tickets).toHaveLength(askedWhenLeft);
  });

  it('says where the Excel file stands while it comes, its button disabled, then saves it', async () => {
    const { release, held, place, user } = setup({ [`GET ${reportPath}`]: { body: [row] } });
    await release('reports/contracts/contracts-report/negative-slippage/2024');
    const button = await screen.findByRole('button', { name: 'Download Excel File' });
    place.answer = { body: { state: 'waiting', ahead: 0 } };

    await user.click(button);
    expect(await screen.findByText('Preparing… you are next')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download Excel File/ }).hasAttribute('disabled')).toBe(true);
    const file = held.find((call) => call.path.startsWith('reports/contracts/contracts-excel-report/'));
    expect(file?.headers[REPORT_TICKET_HEADER]).toMatch(/^[0-9a-f]{32}$/);

    await release('reports/contracts/contracts-excel-report/negative-slippage/2024');
    await waitFor(() => expect(downloads.names()).toEqual([`Negative Slippage CY 2024 as of ${today}.xlsx`]));
    expect(screen.queryByText(/^Preparing…/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Excel File' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('the report ticket', () => {
  it('is sent on a heavy call and not on a light one', async () => {
    signIn(makeUser());
    const api = mockApi({
      [`GET reports/contracts/contracts-report/${year}?as_of=${today}`]: { body: [row] },
      [`GET contracts/year/${year}`]: { body: [] },
    });
    configureApiClient({ fetch: api.fetchMock as unknown as typeof fetch });
    await callOperation(contractsReportOperations.detailedBreakdown, { params: { year: Number(year) }, query: { as_of: today } });
    await callOperation(contractOperations.ofYear, { params: { year: Number(year) } });
    const [heavy, light] = api.calls;
    expect(heavy?.headers[REPORT_TICKET_HEADER]).toMatch(/^[0-9a-f]{32}$/);
    expect(light?.path).toBe(`contracts/year/${year}`);
    expect(light?.headers).not.toHaveProperty(REPORT_TICKET_HEADER);
  });
});
