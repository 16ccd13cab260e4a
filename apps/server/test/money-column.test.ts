import { centavos, type Centavos } from '@subaybay/domain';
import { asc, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { centavosFromNumeric, centavosToNumeric, money } from '../src/db/schema/columns.js';
import { apiTest } from './helpers/api-test.js';

const LARGEST_PESOS = '999999999999.99';

describe('the money column conversion (numeric text ↔ centavos)', () => {
  it('reads numeric text into centavos exactly', () => {
    expect(centavosFromNumeric('15790.00')).toBe(1_579_000);
    expect(centavosFromNumeric('0.00')).toBe(0);
    expect(Object.is(centavosFromNumeric('-0.00'), 0)).toBe(true);
    expect(centavosFromNumeric('-1234.50')).toBe(-123_450);
    expect(centavosFromNumeric('-0.01')).toBe(-1);
    expect(centavosFromNumeric('0.07')).toBe(7); // 0.07 * 100 is 7.000000000000001 in floats
    expect(centavosFromNumeric('1.15')).toBe(115); // and 1.15 * 100 is 114.99999999999999
    expect(centavosFromNumeric('12.5')).toBe(1250);
    expect(centavosFromNumeric('42')).toBe(4200);
    expect(centavosFromNumeric(LARGEST_PESOS)).toBe(99_999_999_999_999);
    expect(centavosFromNumeric('-999999999999.99')).toBe(-99_999_999_999_999);
  });

  it('writes centavos as numeric text exactly', () => {
    expect(centavosToNumeric(centavos(1_579_000))).toBe('15790.00');
    expect(centavosToNumeric(centavos(0))).toBe('0.00');
    expect(centavosToNumeric(centavos(7))).toBe('0.07');
    expect(centavosToNumeric(centavos(-1))).toBe('-0.01');
    expect(centavosToNumeric(centavos(-123_450))).toBe('-1234.50');
    expect(centavosToNumeric(centavos(115))).toBe('1.15');
    expect(centavosToNumeric(centavos(99_999_999_999_999))).toBe(LARGEST_PESOS);
  });

  it('round-trips every odd amount', () => {
    for (let amount = -1001; amount <= 1001; amount += 7) {
      expect(centavosFromNumeric(centavosToNumeric(centavos(amount)))).toBe(amount);
    }
    expect(centavosFromNumeric(centavosToNumeric(centavos(Number.MAX_SAFE_INTEGER)))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses text that is not an exact amount, and values that are not centavos', () => {
    for (const text of ['', '1.234', 'abc', '1e5', 'NaN', '1,000.00', '90071992547409.92']) {
      expect(() => centavosFromNumeric(text), text).toThrow(RangeError);
    }
    expect(() => centavosToNumeric(0.5 as Centavos)).toThrow(RangeError);
  });
});

/** A table of this test file's own database, so the column meets the real driver. */
const moneyProbe = pgTable('money_column_probe', {
  id: integer('id').primaryKey(),
  amount: money('amount').notNull(),
});

describe('the money column on the database', () => {
  apiTest('stores and reads centavos through numeric(16, 2) unchanged', async ({ api }) => {
    await api.db.execute(sql`CREATE TABLE money_column_probe (id integer PRIMARY KEY, amount numeric(16, 2) NOT NULL)`);
    const amounts = [0, -1, 7, 115, -123_450, 1_579_000, 99_999_999_999_999].map(centavos);
    await api.db.insert(moneyProbe).values(amounts.map((amount, index) => ({ id: index + 1, amount })));

    const rows = await api.db.select().from(moneyProbe).orderBy(asc(moneyProbe.id));
    expect(rows.map((row: { amount: Centavos }) => row.amount)).toEqual(amounts);

    // What the database holds is the decimal, not a float's approximation.
    const stored = await api.db
      .select({ text: sql<string>`${moneyProbe.amount}::text` })
      .from(moneyProbe)
      .orderBy(asc(moneyProbe.id));
    expect(stored.map((row: { text: string }) => row.text)).toEqual(['0.00', '-0.01', '0.07', '1.15', '-1234.50', '15790.00', LARGEST_PESOS]);

    // Sums in SQL stay exact too.
    const [total] = await api.db.select({ amount: sql`sum(${moneyProbe.amount})`.mapWith(moneyProbe.amount) }).from(moneyProbe);
    expect(total?.amount).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
  });

  apiTest('sends the subscription price from the money column as pesos', async ({ api }) => {
    const response = await api.request({ method: 'GET', url: '/api/subscriptions/subscription-types' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ id: 1, price: 15790 })]);
  });
});
