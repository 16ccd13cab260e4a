import { centavos, type Centavos, type IsoDate } from '@subaybay/domain';
import { customType, date } from 'drizzle-orm/pg-core';

/**
 * The one conversion between the database's amounts and `Centavos` (DOMAIN.md
 * "Money": pesos are stored as numeric(16,2), never floats). Both drivers hand
 * `numeric` over as its decimal text ('1234.50'); it is read digit by digit
 * into an integer number of centavos and written back the same way, so no
 * amount ever passes through a float.
 */

const NUMERIC_TEXT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** `'-1234.5'` → -123450 centavos. Throws on text that is not an exact amount (more decimals, beyond 2^53). */
export function centavosFromNumeric(text: string): Centavos {
  const match = NUMERIC_TEXT.exec(text);
  if (!match) throw new RangeError(`Not an amount with at most 2 decimals: '${text}'`);
  const [, minus, pesos = '', cents = ''] = match;
  const magnitude = BigInt(`${pesos}${cents.padEnd(2, '0')}`);
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount too large to be exact: '${text}'`);
  const amount = Number(magnitude);
  return centavos(minus ? -amount : amount);
}

/** -123450 centavos → `'-1234.50'`, exactly. */
export function centavosToNumeric(amount: Centavos): string {
  const magnitude = Math.abs(centavos(amount));
  // A safe integer prints in plain digits (exponents start at 1e21).
  const digits = String(magnitude).padStart(3, '0');
  return `${amount < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** A peso amount column: `numeric(16, 2)` in SQL, `Centavos` in TypeScript. */
export const money = customType<{ data: Centavos; driverData: string }>({
  dataType: () => 'numeric(16, 2)',
  fromDriver: (value) => centavosFromNumeric(String(value)),
  toDriver: (value) => centavosToNumeric(value),
});

const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;

/**
 * A decimal that is not money — a percentage or a quantity: `numeric(p, s)`
 * in SQL, so the figure is stored exactly as typed (to `scale` decimals); a
 * JSON number in TypeScript, since these are read by the schedule engine and
 * compared, never summed as pesos.
 */
function decimalNumber(precision: number, scale: number) {
  return customType<{ data: number; driverData: string }>({
    dataType: () => `numeric(${precision}, ${scale})`,
    fromDriver: (value) => {
      const text = String(value);
      if (!DECIMAL_TEXT.test(text)) throw new RangeError(`Not a decimal number: '${text}'`);
      return Number(text);
    },
    toDriver: (value) => {
      if (!Number.isFinite(value)) throw new RangeError(`Not a decimal number: ${value}`);
      return value.toFixed(scale);
    },
  });
}

/** A percentage of a schedule or accomplishment node: 0–100 with four decimals. */
export const percent = decimalNumber(7, 4);

/** A physical feature's cumulative quantity (metres of canal, turnouts …). */
export const quantity = decimalNumber(16, 4);

/** A latitude or longitude in degrees: numeric(9, 6), six decimals (about 0.1 m). */
export const coordinate = decimalNumber(9, 6);

/**
 * A calendar date column: `date` in SQL, `IsoDate` in TypeScript. Both drivers
 * hand a `date` over as its `YYYY-MM-DD` text in string mode, so a row's date
 * enters the code as an `IsoDate` here, once, and not by a cast at each read.
 */
export function calendarDate(name: string) {
  return date(name, { mode: 'string' }).$type<IsoDate>();
}
