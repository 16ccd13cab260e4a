import { describe, expect, it } from 'vitest';
import { idParam, yearParam } from '../common/id.schemas.js';
import { asOfQuery } from './common-schemas.js';
import { declaredOperations } from './operations.js';
import { operationName, operationUrl, pathParameterNames } from './operation.js';

describe('operationUrl: the path of one call, from its declaration', () => {
  it('fills the parameters in, encoded, and writes the query in order, skipping absent values', () => {
    const operation = { path: 'reports/{kind}/year/{year}/' };
    expect(operationUrl(operation, { kind: 'a b/c', year: 2024 })).toBe('reports/a%20b%2Fc/year/2024/');
    expect(operationUrl(operation, { kind: 'x', year: 1 }, { as_of: '2024-06-30', fund_source: undefined, page: 2 })).toBe(
      'reports/x/year/1/?as_of=2024-06-30&page=2',
    );
    expect(operationUrl({ path: 'contractors/' }, undefined, { status: ['ongoing', 'expired'] })).toBe('contractors/?status=ongoing&status=expired');
    // A space is %20 and a plus stays a plus (%2B), in the path and the query alike.
    expect(operationUrl({ path: 'r/{name}/' }, { name: 'Fund A' }, { fund_sources: 'Fund A,C+D' })).toBe('r/Fund%20A/?fund_sources=Fund%20A%2CC%2BD');
  });

  it('refuses a call that leaves a parameter out (a programming error, not a request)', () => {
    expect(() => operationUrl({ path: 'contractors/{id}/' }, {})).toThrow('missing path parameter id');
  });

  it('names parameters and operations', () => {
    expect(pathParameterNames('a/{contractId}/b/{id}/')).toEqual(['contractId', 'id']);
    expect(operationName({ method: 'PUT', path: 'contractors/update/{id}/' })).toBe('PUT contractors/update/{id}/');
  });
});

describe('path parameters and the as-of date are parsed at the edge', () => {
  it('an id is a positive integer up to 2^31 − 1, written plainly', () => {
    expect(idParam.parse('42')).toBe(42);
    expect(idParam.parse('2147483647')).toBe(2_147_483_647);
    for (const text of ['0', '-1', '01', '1.5', 'abc', '', '2147483648', '1e3', ' 5']) expect(idParam.safeParse(text).success, text).toBe(false);
  });

  it('a year is up to four digits', () => {
    expect(yearParam.parse('2024')).toBe(2024);
    expect(yearParam.safeParse('20245').success).toBe(false);
    expect(yearParam.safeParse('twenty').success).toBe(false);
  });

  it('as_of is a real date, or absent (empty means absent: today on the server clock)', () => {
    expect(asOfQuery.parse({ as_of: '2024-02-29' })).toEqual({ as_of: '2024-02-29' });
    expect(asOfQuery.parse({ as_of: '' })).toEqual({ as_of: undefined });
    expect(asOfQuery.parse({})).toEqual({ as_of: undefined });
    const refused = asOfQuery.safeParse({ as_of: '2023-02-29' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('The as-of date must be a date written YYYY-MM-DD.');
  });
});

describe('the declared operations', () => {
  const operations = declaredOperations();

  it('name each method and path once', () => {
    const names = operations.map(operationName);
    expect(new Set(names).size).toBe(names.length);
    // Trailing slashes are not a difference (the server answers both).
    const normalised = operations.map((operation) => `${operation.method} ${operation.path.replace(/\/$/, '').replace(/\{[^}]+\}/g, '{}')}`);
    expect(new Set(normalised).size).toBe(normalised.length);
  });

  it('declare a parameter schema for exactly the parameters of their path', () => {
    for (const operation of operations) {
      const declared = operation.params ? Object.keys(operation.params.shape).sort() : [];
      expect(declared, operationName(operation)).toEqual(pathParameterNames(operation.path).sort());
    }
  });

  it('write paths without a leading slash, answer 204 with nothing and files only as GET', () => {
    for (const operation of operations) {
      expect(operation.path.startsWith('/'), operationName(operation)).toBe(false);
      if (operation.status === 204) expect(operation.response.safeParse(null).success, operationName(operation)).toBe(true);
      if (operation.file) expect(operation.method, operationName(operation)).toBe('GET');
      if (operation.access === 'public') expect(operation.permission, operationName(operation)).toBeUndefined();
      expect(operation.summary.length, operationName(operation)).toBeGreaterThan(5);
    }
  });
});
