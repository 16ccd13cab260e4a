import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors.js';
import { computeContractStatus } from '../schedule/contract-status.rules.js';
import type { IsoDate } from '../common/dates.js';
import { centavos } from '../common/money.js';
import { figuresOrRecordsError, recordsErrorOf } from './contract-records-error.js';

const d = (date: string) => date as IsoDate;

describe('figuresOrRecordsError', () => {
  it("turns the guard's refusal into that contract's records_error, pointing at the page of the record", () => {
    const result = figuresOrRecordsError(7, () =>
      computeContractStatus({
        effectivity: d('2024-01-01'),
        duration: 100,
        amount: centavos(1_000_000_00),
        schedule: [],
        accomplishments: [],
        suspensions: [
          { dateEffective: d('2024-01-31'), resumptionDate: d('2024-02-10') },
          { dateEffective: d('2024-02-10'), resumptionDate: null },
        ],
        asOf: d('2024-03-01'),
      }),
    );
    expect(result.figures).toBeNull();
    expect(result.recordsError).toEqual({ detail: expect.stringContaining('2024-02-10'), path: '/suspension-orders/contract/7' });
  });

  it('answers the figures when the records hold', () => {
    expect(figuresOrRecordsError(7, () => 42)).toEqual({ figures: 42, recordsError: null });
  });

  it('lets every other error through: only a refused record may leave a row without figures', () => {
    expect(() => figuresOrRecordsError(7, () => { throw new TypeError('bug'); })).toThrow(TypeError);
    expect(() => figuresOrRecordsError(7, () => { throw new AppError('UNAVAILABLE', 'Database away.'); })).toThrow('Database away.');
  });
});

describe('recordsErrorOf', () => {
  it.each([
    ['schedule-node', '/physical-schedule-list/3'],
    ['accomplishment-node', '/physical-accomplishment-list/3'],
    ['suspension-order', '/suspension-orders/contract/3'],
    ['resume-order', '/suspension-orders/contract/3'],
    ['time-extension', '/approved-time-extensions/contract/3'],
    ['variation-order', '/variation-orders/contract/3'],
    ['billing', '/financial-accomplishment/contract/3'],
    ['contract', '/contracts/update/3'],
  ] as const)('a refused %s → %s', (kind, path) => {
    const error = new AppError('VALIDATION', 'Something is wrong.', undefined, { record: { kind, date: '2024-02-01' } });
    expect(recordsErrorOf(3, error)).toEqual({ detail: 'Something is wrong.', path });
  });

  it("a refusal that names no record is about the contract's own fields", () => {
    expect(recordsErrorOf(3, new AppError('VALIDATION', 'Contract time must be a whole number of calendar days, not 1.5.')).path).toBe('/contracts/update/3');
  });
});
