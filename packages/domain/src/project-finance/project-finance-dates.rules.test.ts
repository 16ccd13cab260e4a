import { describe, expect, it } from 'vitest';
import {
  validateExpenditureDates,
  validateImplementationYearKeepsFinanceDates,
  validateRequestedCashDate,
  type ProjectFinanceDates,
} from './project-finance-dates.rules.js';
import { refusal } from '../test-support.js';

const today = '2024-06-30';

describe('expenditure dates', () => {
  it('accepts an obligation disbursed the same day or later, both by today, within the project years', () => {
    expect(refusal(() => validateExpenditureDates({ dateObligated: '2024-03-01', dateDisbursed: null }, 2024, today))).toBeNull();
    expect(refusal(() => validateExpenditureDates({ dateObligated: '2024-03-01', dateDisbursed: '2024-03-01' }, 2024, today))).toBeNull();
    expect(refusal(() => validateExpenditureDates({ dateObligated: '2023-11-15', dateDisbursed: '2024-06-30' }, 2024, today))).toBeNull();
  });

  it('refuses a disbursement before its obligation', () => {
    expect(refusal(() => validateExpenditureDates({ dateObligated: '2024-03-01', dateDisbursed: '2024-02-29' }, 2024, today))).toEqual({
      date_disbursed: ['Date disbursed 2024-02-29 is before the date obligated 2024-03-01: money is disbursed only after it is obligated.'],
    });
  });

  it('refuses an obligation or a disbursement after today', () => {
    expect(Object.keys(refusal(() => validateExpenditureDates({ dateObligated: '2024-07-01', dateDisbursed: null }, 2024, today)) ?? {})).toEqual([
      'date_obligated',
    ]);
    expect(Object.keys(refusal(() => validateExpenditureDates({ dateObligated: '2024-03-01', dateDisbursed: '2024-07-01' }, 2024, today)) ?? {})).toEqual([
      'date_disbursed',
    ]);
  });

  it('refuses an obligation far from the project year', () => {
    expect(Object.keys(refusal(() => validateExpenditureDates({ dateObligated: '2015-03-01', dateDisbursed: null }, 2024, today)) ?? {})).toEqual([
      'date_obligated',
    ]);
  });
});

describe('requested cash date', () => {
  it('is optional, and otherwise by today within the project years', () => {
    expect(refusal(() => validateRequestedCashDate(null, 2024, today))).toBeNull();
    expect(refusal(() => validateRequestedCashDate('2024-02-29', 2024, today))).toBeNull();
    expect(Object.keys(refusal(() => validateRequestedCashDate('2024-07-01', 2024, today)) ?? {})).toEqual(['requested_on']);
    expect(Object.keys(refusal(() => validateRequestedCashDate('2010-01-01', 2024, today)) ?? {})).toEqual(['requested_on']);
  });
});

describe('changing a project implementation year', () => {
  const finance: ProjectFinanceDates = {
    expenditures: [{ dateObligated: '2024-03-01', dateDisbursed: '2024-05-01' }],
    requestedCash: [{ requestedOn: '2024-02-01' }, { requestedOn: null }],
  };

  it('is free while every expenditure and cash request stays within the new window', () => {
    expect(refusal(() => validateImplementationYearKeepsFinanceDates(2025, finance))).toBeNull();
    expect(refusal(() => validateImplementationYearKeepsFinanceDates(2019, finance))).toBeNull();
  });

  it('names the first record the new year would leave outside', () => {
    expect(refusal(() => validateImplementationYearKeepsFinanceDates(2026, finance))).toEqual({
      implementation_year: [
        'The implementation year cannot be 2026: this project has an expenditure obligated 2024-03-01, outside its dates from 2025-01-01 to 2031-12-31. Correct that record first.',
      ],
    });
    expect(Object.keys(refusal(() => validateImplementationYearKeepsFinanceDates(2018, { expenditures: [], requestedCash: finance.requestedCash })) ?? {})).toEqual([
      'implementation_year',
    ]);
  });
});
