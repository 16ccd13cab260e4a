import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import {
  addCentavos,
  sumPesos,
  allocateCentavos,
  centavos,
  centavosToPesos,
  formatCentavos,
  formatCentavosWithPesoSign,
  parsePesosToCentavos,
  percentOfAmount,
  roundCentavos,
  subtractCentavos,
  sumCentavos,
  type Centavos,
} from './money.js';
import { formatPercent, percentOf, round2 } from './percent.js';

describe('parsePesosToCentavos', () => {
  it('reads pesos into centavos without float error', () => {
    expect(parsePesosToCentavos('1234.5')).toBe(123_450);
    expect(parsePesosToCentavos(1234.5)).toBe(123_450);
    expect(parsePesosToCentavos('0.1')).toBe(10);
    expect(parsePesosToCentavos(0.07)).toBe(7);
    expect(parsePesosToCentavos(1.15)).toBe(115);
    expect(parsePesosToCentavos('1,234,567.89')).toBe(123_456_789);
    expect(parsePesosToCentavos('Php 1,234,567.89')).toBe(123_456_789);
    expect(parsePesosToCentavos('₱1,000')).toBe(100_000);
    expect(parsePesosToCentavos('12.50')).toBe(1250);
    expect(parsePesosToCentavos('12.500')).toBe(1250);
    expect(parsePesosToCentavos(0)).toBe(0);
    expect(parsePesosToCentavos('0.00')).toBe(0);
  });

  it('reads every amount with at most 2 decimals back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 15 }).map(centavos), (amount) => {
        expect(parsePesosToCentavos(centavosToPesos(amount))).toBe(amount);
        expect(parsePesosToCentavos((amount / 100).toFixed(2))).toBe(amount);
      }),
    );
  });

  it('refuses more than 2 decimals, non-numbers and negatives where a cost is meant', () => {
    const refusals: unknown[] = ['1.234', 0.1 + 0.2, 1e-7, Number.NaN, Infinity, 'abc', '', '1,23', '1..2', null, undefined, {}, '-5', -5];
    for (const value of refusals) expect(() => parsePesosToCentavos(value), String(value)).toThrow(AppError);
    expect(() => parsePesosToCentavos(-5)).toThrow('Amount must not be negative.');
    expect(() => parsePesosToCentavos('1.234')).toThrow('Amount must have at most 2 decimal places.');
    expect(() => parsePesosToCentavos(1e300)).toThrow('Amount is too large.');
    expect(parsePesosToCentavos('-5.25', { allowNegative: true })).toBe(-525);
  });

  it('names the field in the 400', () => {
    try {
      parsePesosToCentavos('x', { field: 'billing_amount', label: 'Billing amount' });
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
    expect(formatCentavos(centavos(123_456_789))).toBe('Php 1,234,567.89');
    expect(formatCentavos(centavos(0))).toBe('Php 0.00');
    expect(formatCentavos(centavos(5))).toBe('Php 0.05');
    expect(formatCentavos(centavos(100_000))).toBe('Php 1,000.00');
    expect(formatCentavos(centavos(-123_400))).toBe('-Php 1,234.00');
    expect(formatCentavosWithPesoSign(centavos(123_456_789))).toBe('₱1,234,567.89');
  });
});

describe('the Centavos type', () => {
  it('is made from a whole number of centavos, and from nothing else', () => {
    expect(centavos(123_45)).toBe(12_345);
    expect(centavos(-5)).toBe(-5);
    expect(Object.is(centavos(-0), 0)).toBe(true);
    for (const value of [0.5, Number.NaN, Infinity, 2 ** 53]) expect(() => centavos(value), String(value)).toThrow(RangeError);
  });

  it('is not a plain number to the type checker', () => {
    // @ts-expect-error pesos from JSON are not centavos until parsed
    const pesos: Centavos = 1234.5;
    expect(pesos).toBe(1234.5);
    const fromProduct: Centavos = roundCentavos(12.5 * 3);
    expect(fromProduct).toBe(38);
  });
});

describe('centavo arithmetic', () => {
  it('sums exactly', () => {
    expect(sumCentavos([centavos(10), centavos(20)])).toBe(30); // 0.10 + 0.20 pesos, exactly 0.30
    expect(sumCentavos([])).toBe(0);
    expect(addCentavos(centavos(10), centavos(20))).toBe(30);
    expect(subtractCentavos(centavos(10), centavos(25))).toBe(-15);
  });

  it('rounds a computed figure half away from zero, never to -0', () => {
    expect(roundCentavos(50.5)).toBe(51);
    expect(roundCentavos(-50.5)).toBe(-51);
    expect(Object.is(roundCentavos(-0.4), 0)).toBe(true);
  });

  it('takes a percentage of an amount to the centavo, half away from zero', () => {
    expect(percentOfAmount(centavos(100_000_000), 35)).toBe(35_000_000);
    expect(percentOfAmount(centavos(101), 50)).toBe(51); // 50.5 centavos
    expect(percentOfAmount(centavos(0), 35)).toBe(0);
    expect(percentOfAmount(centavos(100_000_000), 0)).toBe(0);
  });

  it('splits an amount by weights into parts that add up exactly', () => {
    expect(allocateCentavos(centavos(100), [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCentavos(centavos(1000), [0, 0])).toEqual([500, 500]);
    expect(allocateCentavos(centavos(0), [5, 7])).toEqual([0, 0]);
    expect(allocateCentavos(centavos(5), [])).toEqual([]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 13 }).map(centavos),
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

describe('sumPesos', () => {
  it('adds API peso amounts exactly, in centavos', () => {
    expect(sumPesos([0.1, 0.2])).toBe(30);
    expect(sumPesos([120_000.5, 0.01, 999_999_999_999.99])).toBe(100_000_012_000_050);
    expect(sumPesos([-0.1, 0.1])).toBe(0);
    expect(sumPesos([])).toBe(0);
  });
});
