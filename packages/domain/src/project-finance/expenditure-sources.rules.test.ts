import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors.js';
import { centavos, parsePesosToCentavos } from '../common/money.js';
import { expenditureSourceBalance, validateExpenditure, validateExpenditureSourceTotal } from './expenditure-sources.rules.js';

const source = {
  total: parsePesosToCentavos('500,000'),
  expenditures: [
    { id: 1, amount: parsePesosToCentavos('120,000.50') },
    { id: 2, amount: parsePesosToCentavos('79,999.50') },
  ],
};

describe('expenditure sources', () => {
  it('balance = total − Σ expenditures charged to it', () => {
    expect(expenditureSourceBalance(source.total, source.expenditures)).toBe(parsePesosToCentavos('300,000'));
    expect(expenditureSourceBalance(centavos(0), [])).toBe(0);
  });

  it('refuses an expenditure larger than the balance, stating the balance', () => {
    expect(() => validateExpenditure(source, { amount: parsePesosToCentavos('300,000') })).not.toThrow();
    try {
      validateExpenditure(source, { amount: parsePesosToCentavos('300,000.01') });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('VALIDATION');
      expect((error as AppError).detail).toBe(
        'The expenditure of Php 300,000.01 is larger than the balance of the expenditure source, Php 300,000.00.',
      );
    }
  });

  it('an update gives the old amount back first', () => {
    expect(() => validateExpenditure(source, { id: 1, amount: parsePesosToCentavos('420,000.50') })).not.toThrow();
    expect(() => validateExpenditure(source, { id: 1, amount: parsePesosToCentavos('420,000.51') })).toThrow(/Php 420,000.50/);
  });
});

describe('expenditure source totals', () => {
  it('refuses a total below what is already spent, stating the spent amount', () => {
    expect(() => validateExpenditureSourceTotal(parsePesosToCentavos('200,000'), source.expenditures)).not.toThrow();
    expect(() => validateExpenditureSourceTotal(parsePesosToCentavos('199,999.99'), source.expenditures)).toThrow(
      'The total of Php 199,999.99 is less than the Php 200,000.00 already spent from this expenditure source.',
    );
  });
});
