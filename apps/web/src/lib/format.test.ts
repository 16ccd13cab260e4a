import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPercent, formatPesos, withFullStop } from './format';

describe('display formats (UI.md)', () => {
  it('shows dates as short month, day, year', () => {
    expect(formatDate('2024-03-05')).toBe('Mar 5, 2024');
    expect(formatDate(null)).toBe('');
  });

  it("shows a timestamp's date and time where the browser is, and what is not one as it came", () => {
    // Built from local parts, so the expectation holds in any time zone the tests run in.
    const at = new Date(2024, 2, 5, 9, 7);
    expect(formatDate(at)).toBe('Mar 5, 2024');
    expect(formatDate(at.toISOString())).toBe('Mar 5, 2024');
    expect(formatDateTime(at.toISOString())).toBe('Mar 5, 2024 09:07');
    expect(formatDateTime(new Date(2024, 11, 31, 23, 59))).toBe('Dec 31, 2024 23:59');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
  });

  it('shows percentages with 2 decimals and a percent sign', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(0)).toBe('0.00%');
  });

  it('shows pesos with Php, commas and 2 decimals', () => {
    expect(formatPesos(1234567.891)).toBe('Php 1,234,567.89');
    expect(formatPesos(15790)).toBe('Php 15,790.00');
    expect(formatPesos(-0.5)).toBe('-Php 0.50');
    expect(formatPesos(null)).toBe('');
  });

  it('ends a sentence with one full stop, even after a unit that has its own', () => {
    expect(withFullStop('l.m.')).toBe('l.m.');
    expect(withFullStop('pcs')).toBe('pcs.');
    expect(withFullStop('Lined canal ')).toBe('Lined canal.');
  });
});
