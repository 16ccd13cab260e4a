import dayjs from 'dayjs';

/**
 * Display formatting (UI.md). Kept tiny and pure so it can be swapped for the
 * domain package's helpers (formatPeso and friends) once they exist.
 */

const pesoFormatter = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const numberFormatter = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 2 });

/** `2024-03-05` or an ISO timestamp → `Mar 5, 2024`; empty for no value. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY') : String(value);
}

/** ISO timestamp → `Mar 5, 2024 14:05`. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY HH:mm') : String(value);
}

/** A date for inputs and payloads: `YYYY-MM-DD`. */
export function toIsoDate(value: Date | dayjs.Dayjs): string {
  return dayjs(value).format('YYYY-MM-DD');
}

/** `12.345` → `12.35%`. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return `${value.toFixed(2)}%`;
}

/** `1234567.891` → `Php 1,234,567.89`. */
export function formatPeso(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return `Php ${pesoFormatter.format(value)}`;
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
