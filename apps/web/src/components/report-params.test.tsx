import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../test/render';
import {
  AS_OF_SETTLE_MS,
  ignoredParamsNotice,
  parseAsOf,
  parseReportParams,
  parseReportYear,
  reportSearch,
  useAsOfParam,
  useReportParams,
  type ReportInputs,
  type UseReportParamsOptions,
} from './report-params';

const defaults: ReportInputs = { year: 2026, asOf: '2026-11-27' };
const parse = (search: string) => parseReportParams(new URLSearchParams(search), defaults);

describe('parseReportParams', () => {
  it('reads the year, the as-of date and each fund source from the address', () => {
    expect(parse('?year=2025&as_of=2025-06-30&fund_source=GAA&fund_source=Local%2C%20Trust')).toEqual({
      request: { year: 2025, asOf: '2025-06-30', fundSources: ['GAA', 'Local, Trust'] },
      requested: true,
      ignored: [],
    });
  });

  it('gives the defaults and asks for nothing when the address names no input', () => {
    expect(parse('')).toEqual({ request: { ...defaults, fundSources: null }, requested: false, ignored: [] });
    // Another page's parameter is not a report's.
    expect(parse('?back=/reports/main/').requested).toBe(false);
  });

  it('replaces an unreadable year or date by its default and says which', () => {
    const parsed = parse('?year=20x5&as_of=2025-02-30');
    expect(parsed.request).toEqual({ ...defaults, fundSources: null });
    expect(parsed.requested).toBe(true);
    expect(parsed.ignored).toEqual(['year "20x5"', 'as-of date "2025-02-30"']);
    expect(ignoredParamsNotice(parsed.ignored)).toBe(
      'The address\'s year "20x5" and as-of date "2025-02-30" could not be read, so the report shows the defaults instead.',
    );
    expect(ignoredParamsNotice([])).toBeNull();
  });

  it('keeps a good input beside a bad one', () => {
    expect(parse('?year=1850&as_of=2024-12-31').request).toEqual({ year: defaults.year, asOf: '2024-12-31', fundSources: null });
    expect(parse('?year=2024&as_of=yesterday').request).toEqual({ year: 2024, asOf: defaults.asOf, fundSources: null });
  });

  it('drops blank and repeated fund sources; none left means all', () => {
    expect(parse('?year=2025&fund_source=&fund_source=%20').request.fundSources).toBeNull();
    expect(parse('?year=2025&fund_source=GAA&fund_source=GAA').request.fundSources).toEqual(['GAA']);
  });
});

describe('parseReportYear and parseAsOf', () => {
  it('accept a four-digit year in range and a real calendar date only', () => {
    expect(parseReportYear('2025')).toBe(2025);
    expect(parseReportYear(' 2025 ')).toBe(2025);
    for (const bad of ['25', '02025', '2025.0', '-2025', '9999', '', null, undefined]) expect(parseReportYear(bad)).toBeNull();
    expect(parseAsOf('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2025-02-29', '2025-6-30', '30/06/2025', '', null]) expect(parseAsOf(bad)).toBeNull();
  });
});

describe('reportSearch', () => {
  it('writes what parseReportParams reads back, the as-of date even when it is today', () => {
    const search = reportSearch({ year: 2025, asOf: '2025-06-30', fundSources: ['GAA', 'Local, Trust'] });
    expect(search.toString()).toBe('year=2025&as_of=2025-06-30&fund_source=GAA&fund_source=Local%2C+Trust');
    expect(parseReportParams(search, defaults).request).toEqual({ year: 2025, asOf: '2025-06-30', fundSources: ['GAA', 'Local, Trust'] });
    expect(reportSearch({ year: 2025, asOf: null, fundSources: null }).toString()).toBe('year=2025');
  });
});

function Probe({ options, refetch }: { options: UseReportParamsOptions; refetch: () => void }) {
  const { request, initial, generate, notice } = useReportParams(options);
  return (
    <div>
      <p>request: {request ? `${request.year} ${request.asOf}` : 'none'}</p>
      <p>initial: {initial.year}</p>
      {notice && <p>{notice}</p>}
      <button type="button" onClick={() => generate({ year: 2024, asOf: '2024-12-31' }, refetch)}>
        Generate 2024
      </button>
      <button type="button" onClick={() => generate({ year: 2025, asOf: '2025-06-30' }, refetch)}>
        Generate 2025
      </button>
    </div>
  );
}

describe('useReportParams', () => {
  it('pushes each generated report into the address, so Back returns to the one before; the same inputs read again', async () => {
    const refetch = vi.fn();
    const { router } = renderPage(<Probe options={{}} refetch={refetch} />, '/report');
    const user = userEvent.setup();
    expect(screen.getByText('request: none')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate 2024' }));
    expect(router.state.location.search).toBe('?year=2024&as_of=2024-12-31');
    await user.click(screen.getByRole('button', { name: 'Generate 2025' }));
    expect(screen.getByText('request: 2025 2025-06-30')).toBeTruthy();
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(screen.getByText('request: 2024 2024-12-31')).toBeTruthy();
    expect(refetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Generate 2024' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(router.state.location.search).toBe('?year=2024&as_of=2024-12-31');
  });

  it('reads a shared link at once, and says so when the address holds a year that is not one', () => {
    renderPage(<Probe options={{}} refetch={vi.fn()} />, '/report?year=2023&as_of=2023-03-31');
    expect(screen.getByText('request: 2023 2023-03-31')).toBeTruthy();
    renderPage(<Probe options={{ readOnEntry: true }} refetch={vi.fn()} />, '/report?year=abcd');
    expect(screen.getByText(/could not be read/)).toBeTruthy();
    expect(screen.getAllByText(/^request: \d{4} \d{4}-\d{2}-\d{2}$/)).toHaveLength(2);
  });

  it('puts a year that lives in the path into the path', async () => {
    const { router } = renderPage(
      <Probe options={{ readOnEntry: true, pathYear: 2026, pathForYear: (year) => `/by-year/${year}` }} refetch={vi.fn()} />,
      '/by-year/2026',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Generate 2025' }));
    expect(router.state.location.pathname).toBe('/by-year/2025');
    expect(router.state.location.search).toBe('?as_of=2025-06-30');
  });
});

function AsOfProbe() {
  const { asOf, fieldValue, isToday, setAsOf } = useAsOfParam();
  return (
    <div>
      <p>as of: {asOf}</p>
      <p>field: {fieldValue}</p>
      <p>{isToday ? 'today' : 'another day'}</p>
      <button type="button" onClick={() => setAsOf('2025-01-15')}>
        Pick Jan 15
      </button>
      <button type="button" onClick={() => setAsOf(null)}>
        Clear
      </button>
    </div>
  );
}

describe('useAsOfParam', () => {
  it('keeps the date in ?as_of= in place of the current entry, keeps the other parameters, and clears to today', async () => {
    const { router } = renderPage(<AsOfProbe />, '/contracts/details/7?tab=1');
    const user = userEvent.setup();
    expect(screen.getByText('today')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pick Jan 15' }));
    // The field shows it at once; the address (and the reads) follow once it rests.
    expect(screen.getByText('field: 2025-01-15')).toBeTruthy();
    expect(screen.getByText('today')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=1&as_of=2025-01-15'));
    expect(screen.getByText('as of: 2025-01-15')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=1'));
    expect(screen.getByText('today')).toBeTruthy();
    expect(screen.getByText(/^field: \d{4}-\d{2}-\d{2}$/).textContent).not.toContain('2025-01-15');
  });

  it('reads an unreadable date as today', () => {
    renderPage(<AsOfProbe />, '/contracts/details/7?as_of=2025-13-01');
    expect(screen.getByText('today')).toBeTruthy();
  });
});

function HalfTypedProbe() {
  const { asOf, setAsOf } = useAsOfParam();
  return (
    <div>
      <p>as of: {asOf}</p>
      <button type="button" onClick={() => setAsOf('0202-10-01')}>
        Half typed
      </button>
    </div>
  );
}

describe('useAsOfParam while a year is typed', () => {
  it('keeps the last whole date when the field passes through a year outside the report years', async () => {
    const { router } = renderPage(<HalfTypedProbe />, '/contracts/details/7?as_of=2025-03-01');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Half typed' }));
    await new Promise((resolve) => setTimeout(resolve, AS_OF_SETTLE_MS + 100));
    expect(screen.getByText('as of: 2025-03-01')).toBeTruthy();
    expect(router.state.location.search).toBe('?as_of=2025-03-01');
  });
});
