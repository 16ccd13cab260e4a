import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import {
  allocateCentavos,
  centavosToPesos,
  formatMoney,
  formatPeso,
  parseMoney,
  percentOfAmount,
  sumCentavos,
} from './money.js';
import { formatPercent, percentOf, round2 } from './percent.js';

describe('parseMoney', () => {
  it('reads pesos into centavos without float error', () => {
    expect(parseMoney('1234.5')).toBe(123_450);
    expect(parseMoney(1234.5)).toBe(123_450);
    expect(parseMoney('0.1')).toBe(10);
    expect(parseMoney(0.07)).toBe(7);
    expect(parseMoney(1.15)).toBe(115);
    expect(parseMoney('1,234,567.89')).toBe(123_456_789);
    expect(parseMoney('Php 1,234,567.89')).toBe(123_456_789);
    expect(parseMoney('₱1,000')).toBe(100_000);
    expect(parseMoney('12.50')).toBe(1250);
    expect(parseMoney('12.500')).toBe(1250);
    expect(parseMoney(0)).toBe(0);
    expect(parseMoney('0.00')).toBe(0);
  });

  it('reads every amount with at most 2 decimals back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 15 }), (centavos) => {
        expect(parseMoney(centavosToPesos(centavos))).toBe(centavos);
        expect(parseMoney((centavos / 100).toFixed(2))).toBe(centavos);
      }),
    );
  });

  it('refuses more than 2 decimals, non-numbers and negatives where a cost is meant', () => {
    const refusals: unknown[] = ['1.234', 0.1 + 0.2, 1e-7, Number.NaN, Infinity, 'abc', '', '1,23', '1..2', null, undefined, {}, '-5', -5];
    for (const value of refusals) expect(() => parseMoney(value), String(value)).toThrow(AppError);
    expect(() => parseMoney(-5)).toThrow('Amount must not be negative.');
    expect(() => parseMoney('1.234')).toThrow('Amount must have at most 2 decimal places.');
    expect(() => parseMoney(1e300)).toThrow('Amount is too large.');
    expect(parseMoney('-5.25', { allowNegative: true })).toBe(-525);
  });

  it('names the field in the 400', () => {
    try {
      parseMoney('x', { field: 'billing_amount', label: 'Billing amount' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('VALIDATION');
      expect((error as AppError).errors).toEqual({ billing_amount: ['Billing amount must be a number.'] });
    }
  });
});

describe('money display', () => {
  it('formats Php 1,234,567.89 and ₱1,234,567.89', () => {
    expect(formatMoney(123_456_789)).toBe('Php 1,234,567.89');
    expect(formatMoney(0)).toBe('Php 0.00');
    expect(formatMoney(5)).toBe('Php 0.05');
    expect(formatMoney(100_000)).toBe('Php 1,000.00');
    expect(formatMoney(-123_400)).toBe('-Php 1,234.00');
    expect(formatPeso(123_456_789)).toBe('₱1,234,567.89');
  });
});

describe('centavo arithmetic', () => {
  it('sums exactly', () => {
    expect(sumCentavos([10, 20])).toBe(30); // 0.10 + 0.20 pesos, exactly 0.30
    expect(sumCentavos([])).toBe(0);
  });

  it('takes a percentage of an amount to the centavo, half away from zero', () => {
    expect(percentOfAmount(100_000_000, 35)).toBe(35_000_000);
    expect(percentOfAmount(101, 50)).toBe(51); // 50.5 centavos
    expect(percentOfAmount(0, 35)).toBe(0);
    expect(percentOfAmount(100_000_000, 0)).toBe(0);
  });

  it('splits an amount by weights into parts that add up exactly', () => {
    expect(allocateCentavos(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCentavos(1000, [0, 0])).toEqual([500, 500]);
    expect(allocateCentavos(0, [5, 7])).toEqual([0, 0]);
    expect(allocateCentavos(5, [])).toEqual([]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 13 }),
        fc.array(fc.integer({ min: 0, max: 10 ** 12 }), { minLength: 1, maxLength: 8 }),
        (amount, weights) => {
          const parts = allocateCentavos(amount, weights);
          expect(sumCentavos(parts)).toBe(amount);
          const total = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            const exact = total === 0 ? amount / weights.length : (amount * (weights[i] as number)) / total;
            expect(Math.abs(part - exact)).toBeLessThan(1.0001);
          });
        },
      ),
    );
  });
});

describe('percentages', () => {
  it('round to 2 decimals for display, half away from zero', () => {
    expect(round2(44.347826)).toBe(44.35);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-6.2000000001)).toBe(-6.2);
    expect(round2(-1.005)).toBe(-1.01);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
    expect(formatPercent(41.2)).toBe('41.20%');
    expect(formatPercent(100)).toBe('100.00%');
    expect(formatPercent(-0.001)).toBe('0.00%');
  });

  it('are 0 when the whole is 0', () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(1, 4)).toBe(25);
  });
});
