import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors.js';
import { centavos, formatCentavosWithPesoSign, parsePesosToCentavos, type Centavos } from '../common/money.js';
import type { VariationOrder } from '../finance/contract-amounts.rules.js';
import { billingPercentAccomplishments, costIncurredToDate, financialAccomplishment, validateBilling, type Billing } from './billings.rules.js';

const revised = parsePesosToCentavos('1,000,000');
const billings: Billing[] = [
  { id: 2, billingDate: '2024-03-15', billingAmount: parsePesosToCentavos('200,000') },
  { id: 1, billingDate: '2024-02-15', billingAmount: parsePesosToCentavos('150,000') },
];

describe('billings', () => {
  it('percent accomplishment is the cumulative billed amount ÷ revised contract amount × 100', () => {
    expect(billingPercentAccomplishments(billings, revised, [])).toEqual([35, 15]);
    expect(billingPercentAccomplishments(billings, centavos(0), [])).toEqual([0, 0]);
    expect(billingPercentAccomplishments([], revised, [])).toEqual([]);
    expect(formatCentavosWithPesoSign(billings[0]?.billingAmount ?? centavos(0))).toBe('₱200,000.00');
  });

  it('cost incurred to date sums the billings dated on or before T', () => {
    expect(costIncurredToDate(billings, '2024-03-14')).toBe(parsePesosToCentavos('150,000'));
    expect(costIncurredToDate(billings, '2024-03-15')).toBe(parsePesosToCentavos('350,000'));
    expect(costIncurredToDate(billings, '2024-01-01')).toBe(0);
    expect(financialAccomplishment(billings, revised, [], '2024-12-31')).toBe(35);
  });

  it("a billing's percent uses the revised amount in force on its date; the billed percent as of T uses the amount as of T", () => {
    // The contract grows to 1,400,000 on 2024-03-01: the February billing keeps its 15 %.
    const orders: VariationOrder[] = [{ dateEffective: '2024-03-01', revisedAmount: parsePesosToCentavos('1,400,000') }];
    expect(billingPercentAccomplishments(billings, revised, orders)).toEqual([25, 15]);
    expect(financialAccomplishment(billings, revised, orders, '2024-02-29')).toBe(15);
    expect(financialAccomplishment(billings, revised, orders, '2024-03-01')).toBeCloseTo(150_000 / 14_000, 10);
    expect(financialAccomplishment(billings, revised, orders, '2024-12-31')).toBe(25);
  });

  it('refuses a billing that would take the total above the revised contract amount', () => {
    expect(() => validateBilling(billings, { billingDate: '2024-04-01', billingAmount: parsePesosToCentavos('650,000') }, revised)).not.toThrow();
    try {
      validateBilling(billings, { billingDate: '2024-04-01', billingAmount: parsePesosToCentavos('650,000.01') }, revised);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).detail).toBe(
        'This billing would bring the total billed to Php 1,000,000.01, above the revised contract amount of Php 1,000,000.00 ' +
          '(at most Php 650,000.00 can still be billed).',
      );
    }
  });

  it('an update replaces the old amount in the total', () => {
    expect(() => validateBilling(billings, { id: 2, billingDate: '2024-03-15', billingAmount: parsePesosToCentavos('850,000') }, revised)).not.toThrow();
    expect(() => validateBilling(billings, { id: 2, billingDate: '2024-03-15', billingAmount: parsePesosToCentavos('850,001') }, revised)).toThrow(
      AppError,
    );
  });

  it('refuses a negative or fractional-centavo amount, accepts 0', () => {
    expect(() => validateBilling([], { billingDate: '2024-04-01', billingAmount: -1 as Centavos }, revised)).toThrow(AppError);
    expect(() => validateBilling([], { billingDate: '2024-04-01', billingAmount: 0.5 as Centavos }, revised)).toThrow(AppError);
    expect(() => validateBilling([], { billingDate: '2024-04-01', billingAmount: centavos(0) }, revised)).not.toThrow();
    expect(() => validateBilling([], { billingDate: '2024-04-01', billingAmount: centavos(1) }, centavos(0))).toThrow(AppError);
  });
});
