import { AppError, fieldError } from './errors.js';

/**
 * Money (DOMAIN.md "Money"). Pesos are stored as numeric(16,2); in TypeScript an
 * amount is an integer number of centavos, so sums are exact. Numbers are exact
 * integers up to 2^53, i.e. about Php 90 trillion, far above any contract.
 *
 * `Centavos` is branded: a plain number (pesos from JSON, a float product) does
 * not type-check as one. A value becomes `Centavos` only through
 * `parsePesosToCentavos` (input in pesos), `roundCentavos` (a computed figure) or
 * `centavos(n)` (an integer already in centavos, checked).
 */
export type Centavos = number & { readonly __brand: 'Centavos' };

/**
 * An integer number of centavos as `Centavos`. Anything else (a fraction, NaN,
 * beyond 2^53) is a programming error, not bad input: it throws a RangeError.
 */
export function centavos(value: number): Centavos {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of centavos: ${value}`);
  return (value === 0 ? 0 : value) as Centavos; // never -0
}

export interface ParsePesosOptions {
  /** Field name for the 400's field errors (e.g. `billing_amount`). */
  field?: string;
  /** What the message calls the amount; default `Amount`. */
  label?: string;
  /** Costs refuse negatives; pass true for signed amounts such as a difference. */
  allowNegative?: boolean;
}

const PLAIN = /^(-)?(\d+)(?:\.(\d+))?$/;
const GROUPED = /^(-)?(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;
const CURRENCY_PREFIX = /^(?:php|₱)\s*/i;

function refuse(options: ParsePesosOptions, message: string): never {
  const text = `${options.label ?? 'Amount'} ${message}`;
  throw options.field ? fieldError(options.field, text) : new AppError('VALIDATION', text);
}

/**
 * Parses an amount in pesos (a JSON number such as 1234.5 or a string such as
 * '1234.5', '1,234.50' or 'Php 1,234.50') into centavos without float error.
 * Refuses (400) non-numbers, more than 2 decimals, negatives unless allowed,
 * and amounts too large to be exact.
 */
export function parsePesosToCentavos(value: unknown, options: ParsePesosOptions = {}): Centavos {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) refuse(options, 'must be a number.');
    // String(n) is the shortest text that reads back as n, so 0.1 + 0.2 shows
    // its 17 digits and is refused rather than silently rounded.
    text = String(value);
    if (/e/i.test(text)) refuse(options, Math.abs(value) >= 1 ? 'is too large.' : 'must have at most 2 decimal places.');
  } else if (typeof value === 'string') {
    text = value.trim().replace(CURRENCY_PREFIX, '');
    if (text.startsWith('-')) text = `-${text.slice(1).trim().replace(CURRENCY_PREFIX, '')}`;
  } else {
    refuse(options, 'must be a number.');
  }

  const match = PLAIN.exec(text) ?? GROUPED.exec(text);
  if (!match) refuse(options, 'must be a number.');
  const [, minus, integerPart = '', fractionPart = ''] = match;
  const fraction = fractionPart.replace(/0+$/, '');
  if (fraction.length > 2) refuse(options, 'must have at most 2 decimal places.');

  // The digits of pesos and centavos read as one integer: no float arithmetic.
  const amount = Number(`${integerPart.replace(/,/g, '')}${fraction.padEnd(2, '0')}`);
  if (!Number.isSafeInteger(amount)) refuse(options, 'is too large.');
  if (minus && amount !== 0) {
    if (!options.allowNegative) refuse(options, 'must not be negative.');
    return centavos(-amount);
  }
  return centavos(amount);
}

/** True for an integer number of centavos (what every money rule takes). */
export function isCentavos(value: unknown): value is Centavos {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * Pesos as a JSON number, for API payloads (API.md: amounts are JSON numbers
 * with at most 2 decimals). The one conversion at the response boundary: the
 * division gives the double nearest to the decimal, which JSON writes back
 * with at most 2 decimals.
 */
export function centavosToPesos(amount: Centavos): number {
  return amount / 100;
}

/** `a + b`, exactly. */
export function addCentavos(a: Centavos, b: Centavos): Centavos {
  return centavos(a + b);
}

/** `a − b`, exactly. */
export function subtractCentavos(a: Centavos, b: Centavos): Centavos {
  return centavos(a - b);
}

/** Exact sum of centavo amounts. */
export function sumCentavos(amounts: readonly Centavos[]): Centavos {
  let total = 0;
  for (const amount of amounts) total += amount;
  return centavos(total);
}

/**
 * Exact sum of peso amounts as the API answers them (JSON numbers with at most
 * 2 decimals): each is read back into centavos digit by digit, so a table's
 * total never carries float error (0.1 + 0.2 is 0.30).
 */
export function sumPesos(amounts: readonly number[]): Centavos {
  return sumCentavos(amounts.map((amount) => parsePesosToCentavos(amount, { allowNegative: true })));
}

/** Rounds a centavo figure half away from zero (the nudge absorbs float error in products). */
export function roundCentavos(value: number): Centavos {
  const magnitude = Math.abs(value);
  const rounded = Math.round(magnitude + magnitude * 2 ** -50);
  return centavos(value < 0 ? -rounded : rounded);
}

/** `amount × percent / 100`, rounded to the centavo (value accomplished, target value). */
export function percentOfAmount(amount: Centavos, percent: number): Centavos {
  return roundCentavos((amount * percent) / 100);
}

/**
 * Splits `amount` in proportion to `weights` so that the parts add up to
 * `amount` exactly (largest remainder). All-zero weights split equally, so
 * nothing is lost. Exact with bigint, whatever the sizes.
 */
export function allocateCentavos(amount: Centavos, weights: readonly number[]): Centavos[] {
  const count = weights.length;
  if (count === 0) return [];
  const equal = weights.every((weight) => weight === 0);
  const big = weights.map((weight) => BigInt(equal ? 1 : Math.max(0, weight)));
  const totalWeight = big.reduce((sum, weight) => sum + weight, 0n);
  const sign = amount < 0 ? -1n : 1n;
  const magnitude = BigInt(Math.abs(amount));
  const parts = big.map((weight) => (magnitude * weight) / totalWeight);
  const remainders = big.map((weight, index) => ({ index, remainder: (magnitude * weight) % totalWeight }));
  let left = magnitude - parts.reduce((sum, part) => sum + part, 0n);
  // Hand out the centavos lost to truncation, largest remainder first (ties: earlier first).
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((part) => centavos(Number(part * sign)));
}

function groupThousands(amount: Centavos): string {
  const magnitude = Math.abs(amount);
  const pesos = Math.floor(magnitude / 100);
  const cents = magnitude % 100;
  const grouped = String(pesos).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}.${cents < 10 ? '0' : ''}${cents}`;
}

/** Display: `Php 1,234,567.89` (spec 2 §9); negatives as `-Php 1,234.00`. */
export function formatCentavos(amount: Centavos): string {
  return `${amount < 0 ? '-' : ''}Php ${groupThousands(amount)}`;
}

/** The billing table's form: `₱1,234,567.89`. */
export function formatCentavosWithPesoSign(amount: Centavos): string {
  return `${amount < 0 ? '-' : ''}₱${groupThousands(amount)}`;
}
