import {
  formatCentavos,
  formatPercent as formatDomainPercent,
  formatTableDate,
  isIsoDate,
  roundCentavos,
  type IsoDate,
} from '@subaybay/domain';

/**
 * Display formatting (UI.md) for values as the API sends them (pesos and
 * percentages as JSON numbers, dates as ISO strings). The rules themselves are
 * the domain's, so a figure reads the same on every screen and in every report.
 */

const pesoFormatter = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const numberFormatter = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 2 });

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A timestamp in the browser's time zone as the calendar date and the time there, or null when it is not one. */
function localParts(value: string | Date): { date: IsoDate; time: string } | null {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  return {
    date: `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}` as IsoDate,
    time: `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`,
  };
}

/** `2024-03-05` or an ISO timestamp → `Mar 5, 2024`; empty for no value. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  // A calendar date has no time zone: format it as written.
  if (typeof value === 'string' && isIsoDate(value)) return formatTableDate(value);
  const parts = localParts(value);
  return parts ? formatTableDate(parts.date) : String(value);
}

/** ISO timestamp → `Mar 5, 2024 14:05`, in the browser's time zone. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const parts = localParts(value);
  return parts ? `${formatTableDate(parts.date)} ${parts.time}` : String(value);
}

/** `12.345` → `12.35%`. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return formatDomainPercent(value);
}

/**
 * Pesos as the API sends them (a JSON number) → `Php 1,234,567.89`; `1234567.891`
 * rounds to the centavo here, for display only.
 */
export function formatPesos(pesos: number | null | undefined): string {
  if (pesos === null || pesos === undefined || !Number.isFinite(pesos)) return '';
  return formatCentavos(roundCentavos(pesos * 100));
}

/** Grouped digits without a currency: `1234567.5` → `1,234,567.50`. */
export function formatAmount(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return pesoFormatter.format(value);
}

export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return numberFormatter.format(value);
}

/** Text as a sentence's end: a full stop added unless it already ends with one (a unit such as `l.m.` does). */
export function withFullStop(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
