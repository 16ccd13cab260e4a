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
    ['Schedule node of 2024-02-19: 30% is lower than the 40% of 2024-02-10; it is cumulative and may not decrease.', '/physical-schedule-list/3'],
    ['Accomplishment node of 2024-02-19: the accomplishment 120% is outside 0 to 100%.', '/physical-accomplishment-list/3'],
    ['The resume order of the suspension order of 2024-01-31 has no valid date (x).', '/suspension-orders/contract/3'],
    ['Time extension approved 2024-02-20: the number of days must be a whole number of at least 0, not -1.', '/approved-time-extensions/contract/3'],
    ['Variation order of 2024-02-01: the revised amount may not be negative.', '/variation-orders/contract/3'],
    ['Billing of 2024-02-01: the billing amount may not be negative.', '/financial-accomplishment/contract/3'],
    ['Contract time must be a whole number of calendar days, not 1.5.', '/contracts/update/3'],
  ])('%s → %s', (detail, path) => {
    expect(recordsErrorOf(3, new AppError('VALIDATION', detail)).path).toBe(path);
  });
});
