import { describe, expect, it } from 'vitest';
import { pathCalendarYear, pathId, pathImplementationYear } from './path-params';

describe('path ids (the domain rule: a positive integer up to 2^31 − 1, written plainly)', () => {
  it('reads an id', () => {
    expect(pathId('42')).toBe(42);
    expect(pathId('2147483647')).toBe(2_147_483_647);
  });

  it('is null for what names no row, so no query is sent', () => {
    for (const value of [undefined, '', '0', '-1', '01', '1.5', 'abc', '1e3', ' 5', '2147483648', '99999999999']) {
      expect(pathId(value), String(value)).toBeNull();
    }
  });
});

describe('path years', () => {
  it('reads an implementation year within the years a project may have (1990–2100)', () => {
    expect(pathImplementationYear('2024')).toBe(2024);
    expect(pathImplementationYear('1990')).toBe(1990);
    expect(pathImplementationYear('2100')).toBe(2100);
    for (const value of [undefined, '', 'abc', '224', '1989', '2101', '20024', '02024', '2024.0', ' 2024']) {
      expect(pathImplementationYear(value), String(value)).toBeNull();
    }
  });

  it('reads a calendar year (1900–9999)', () => {
    expect(pathCalendarYear('1900')).toBe(1900);
    expect(pathCalendarYear('9999')).toBe(9999);
    for (const value of [undefined, '', 'abc', '1899', '10000', '02024', '-2024']) {
      expect(pathCalendarYear(value), String(value)).toBeNull();
    }
  });
});
