import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MAX_IMPLEMENTATION_YEAR, MIN_IMPLEMENTATION_YEAR, parseIsoDate, todayInManila, type IsoDate } from '@subaybay/domain';

/**
 * A report's inputs live in the address (UI.md, report page): Back returns to
 * the report as it was, and a refresh or a shared link shows the same report.
 * This module is the one place that reads and writes them (decision 021).
 *
 *   ?year=2025&as_of=2025-06-30&fund_source=GAA&fund_source=Local
 *
 * A fund source is repeated rather than comma-joined: a name may hold a comma.
 * No `fund_source` means every fund source.
 */
export const reportParamNames = { year: 'year', asOf: 'as_of', fundSource: 'fund_source' } as const;

/** What a year report is generated for: the As Of date and the implementation year. */
export interface ReportInputs {
  asOf: IsoDate;
  year: number;
}

/** A report's inputs with the projects report's fund sources (null: all of them). */
export interface ReportRequest extends ReportInputs {
  fundSources: string[] | null;
}

/** Today in Manila and its year: the spec's defaults (spec 2 §9). */
export function defaultReportInputs(today: IsoDate = todayInManila()): ReportInputs {
  return { asOf: today, year: Number(today.slice(0, 4)) };
}

/** A four-digit implementation year within the app's range, or null. */
export function parseReportYear(text: string | null | undefined): number | null {
  if (text === null || text === undefined || !/^\d{4}$/.test(text.trim())) return null;
  const year = Number(text);
  return year >= MIN_IMPLEMENTATION_YEAR && year <= MAX_IMPLEMENTATION_YEAR ? year : null;
}

/** `?as_of=` through the domain's date parser: a real calendar date `YYYY-MM-DD`, or null. */
export function parseAsOf(text: string | null | undefined): IsoDate | null {
  return typeof text === 'string' ? parseIsoDate(text) : null;
}

export interface ParsedReportParams {
  /** The address's inputs, each missing or unreadable one replaced by its default. */
  request: ReportRequest;
  /** The address asks for a report (it names a year or an as-of date): a page that waits for Generate shows it at once. */
  requested: boolean;
  /** What the address held that could not be read, in words (`year "20x5"`), for a notice. */
  ignored: string[];
}

/** Reads a report's inputs from the address's search part; never throws. */
export function parseReportParams(search: URLSearchParams, defaults: ReportInputs = defaultReportInputs()): ParsedReportParams {
  const ignored: string[] = [];
  const yearText = search.get(reportParamNames.year);
  const asOfText = search.get(reportParamNames.asOf);
  const year = parseReportYear(yearText);
  const asOf = parseAsOf(asOfText);
  if (yearText !== null && year === null) ignored.push(`year "${yearText}"`);
  if (asOfText !== null && asOf === null) ignored.push(`as-of date "${asOfText}"`);
  const names = [...new Set(search.getAll(reportParamNames.fundSource).map((name) => name.trim()))].filter((name) => name !== '');
  return {
    request: { year: year ?? defaults.year, asOf: asOf ?? defaults.asOf, fundSources: names.length > 0 ? names : null },
    requested: yearText !== null || asOfText !== null,
    ignored,
  };
}

/**
 * The search part for a report's inputs. The as-of date is written even when it
 * is today, so a link shared today shows the same report tomorrow.
 */
export function reportSearch(inputs: { year: number; asOf?: string | null; fundSources?: readonly string[] | null }): URLSearchParams {
  const search = new URLSearchParams();
  search.set(reportParamNames.year, String(inputs.year));
  if (inputs.asOf) search.set(reportParamNames.asOf, inputs.asOf);
  for (const name of inputs.fundSources ?? []) search.append(reportParamNames.fundSource, name);
  return search;
}

/** What to say when the address held inputs that could not be read (null when it held none). */
export function ignoredParamsNotice(ignored: readonly string[]): string | null {
  if (ignored.length === 0) return null;
  return `The address's ${ignored.join(' and ')} could not be read, so the report shows the default${ignored.length > 1 ? 's' : ''} instead.`;
}

export interface UseReportParamsOptions {
  /** The report reads on entry (PPA, Negative Slippage); otherwise it waits for Generate or an address that names one. */
  readOnEntry?: boolean;
  /** The report takes an As Of date (the overall S-curve does not). */
  withAsOf?: boolean;
  /** The year is part of the path (`/negative-slippage/:year`): where a generated year goes. */
  pathForYear?: (year: number) => string;
  /** The year the path names, when `pathForYear` is given. */
  pathYear?: number;
}

/**
 * A report page's inputs, from the address. `request` is what to read (null
 * before anything is asked for); `initial` fills the controls; `generate`
 * pushes the inputs into the address (a history entry, so Back returns to the
 * report before), or reads again when they are the ones already shown.
 */
export function useReportParams({ readOnEntry = false, withAsOf = true, pathForYear, pathYear }: UseReportParamsOptions = {}) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // Today as the page opened: a report left open past midnight keeps its date.
  const [defaults] = useState(() => defaultReportInputs());
  const parsed = parseReportParams(search, pathYear === undefined ? defaults : { ...defaults, year: pathYear });
  const initial: ReportRequest = withAsOf ? parsed.request : { ...parsed.request, asOf: defaults.asOf };
  const request = readOnEntry || parsed.requested ? initial : null;

  const generate = (next: ReportInputs & { fundSources?: readonly string[] | null }, refetch: () => unknown) => {
    const nextSearch = reportSearch({ year: next.year, asOf: withAsOf ? next.asOf : null, fundSources: next.fundSources });
    if (pathForYear) nextSearch.delete(reportParamNames.year);
    const pathname = pathForYear ? pathForYear(next.year) : undefined;
    const sameSearch = nextSearch.toString() === search.toString() && (pathYear === undefined || pathYear === next.year);
    if (request !== null && sameSearch) void refetch();
    else void navigate({ ...(pathname ? { pathname } : {}), search: `?${nextSearch.toString()}` });
  };

  return { request, initial, generate, notice: ignoredParamsNotice(parsed.ignored) };
}

/** How long the As Of field rests before the address (and the reads) follow it: a date is typed in several keystrokes. */
export const AS_OF_SETTLE_MS = 400;

/**
 * The As Of date of a page that reads as soon as it changes (Contract Details,
 * Summary, Timeline, the Project Detailed Report): `?as_of=`, today when absent
 * or unreadable. `fieldValue` is what the date field shows, at once; `asOf`
 * is what the page reads, from the address, which follows the field once it
 * rests (a date is typed in several keystrokes, each a valid date). A change
 * replaces the history entry rather than adding one: Back should leave the
 * page, not step through the dates typed (decision 021). A date outside the
 * report years (a year half typed) changes nothing.
 */
export function useAsOfParam() {
  const [search, setSearch] = useSearchParams();
  const [today] = useState(() => todayInManila());
  const asOf = parseAsOf(search.get(reportParamNames.asOf)) ?? today;
  // What the field shows; it starts again from the address when the address moves (Back, a link).
  const [typed, setTyped] = useState<{ inAddress: IsoDate; value: string }>({ inAddress: asOf, value: asOf });
  let fieldValue = typed.value;
  if (typed.inAddress !== asOf) {
    fieldValue = asOf;
    setTyped({ inAddress: asOf, value: asOf });
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const setAsOf = (value: string | null) => {
    if (value !== null && parseReportYear(value.slice(0, 4)) === null) return;
    const next = value ?? today;
    setTyped((current) => ({ ...current, value: next }));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === today) params.delete(reportParamNames.asOf);
          else params.set(reportParamNames.asOf, next);
          return params;
        },
        { replace: true },
      );
    }, AS_OF_SETTLE_MS);
  };
  return { asOf, fieldValue, today, isToday: asOf === today, setAsOf };
}
