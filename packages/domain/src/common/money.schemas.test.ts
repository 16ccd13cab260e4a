import { describe, expect, it } from 'vitest';
import { centavosSchema } from './money.schemas.js';

describe('centavosSchema', () => {
  const schema = centavosSchema('Billing amount');

  it('turns a JSON number in pesos into centavos', () => {
    expect(schema.parse(1234.5)).toBe(123_450);
    expect(schema.parse(0)).toBe(0);
  });

  it('answers the spec-style messages for more decimals, negatives and non-numbers', () => {
    const message = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    expect(message(1.234)).toBe('Billing amount must have at most 2 decimal places.');
    expect(message(-1)).toBe('Billing amount must not be negative.');
    expect(message('12')).toBe('Billing amount must be a number.');
    expect(message(Number.NaN)).toBe('Billing amount must be a number.');
    expect(centavosSchema('Difference', { allowNegative: true }).parse(-1.5)).toBe(-150);
  });

  it("says the field's own 'required' message for a missing amount, when it has one", () => {
    const required = centavosSchema('Amount', { required: 'Amount is required.' });
    expect(required.safeParse(undefined).error?.issues[0]?.message).toBe('Amount is required.');
    expect(required.safeParse(null).error?.issues[0]?.message).toBe('Amount is required.');
    expect(required.safeParse('12').error?.issues[0]?.message).toBe('Amount must be a number.');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Billing amount must be a number.');
  });
});
