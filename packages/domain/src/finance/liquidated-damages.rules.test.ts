import { describe, expect, it } from 'vitest';
import { isoDate } from '../common/dates.js';
import { centavos, formatCentavos, parsePesosToCentavos } from '../common/money.js';
import { liquidatedDamages } from './liquidated-damages.rules.js';

const base = {
  expiryDateDueToTimeExtensions: isoDate('2024-05-04'),
  revisedContractAmount: parsePesosToCentavos('1,000,000'),
  contractAmount: parsePesosToCentavos('1,000,000'),
};

describe('liquidated damages', () => {
  it('do not apply on or before the expiry due to time extensions, nor at 100 %', () => {
    expect(liquidatedDamages({ ...base, asOf: '2024-05-04', actualAccomplishment: 50 })).toEqual({
      daysOfDelay: 0,
      applies: false,
      amount: 0,
      rescissionFlag: false,
    });
    expect(liquidatedDamages({ ...base, asOf: '2024-06-04', actualAccomplishment: 100 }).applies).toBe(false);
  });

  it('are days of delay × 0.001 × (1 − actual/100) × revised contract amount', () => {
    const result = liquidatedDamages({ ...base, asOf: '2024-05-14', actualAccomplishment: 60 });
    expect(result.daysOfDelay).toBe(10);
    expect(formatCentavos(result.amount)).toBe('Php 4,000.00'); // 10 × 0.001 × 0.4 × 1,000,000
    expect(result.rescissionFlag).toBe(false);
  });

  it('flag rescission when they reach 10 % of the contract amount', () => {
    // 0.001 × 0.5 × 1,000,000 = 500 a day; 100,000 is reached after 200 days.
    const expiry = '2024-01-01';
    const at199 = liquidatedDamages({ ...base, expiryDateDueToTimeExtensions: expiry, asOf: '2024-07-18', actualAccomplishment: 50 });
    const at200 = liquidatedDamages({ ...base, expiryDateDueToTimeExtensions: expiry, asOf: '2024-07-19', actualAccomplishment: 50 });
    expect([at199.daysOfDelay, at199.rescissionFlag]).toEqual([199, false]);
    expect([at200.daysOfDelay, formatCentavos(at200.amount), at200.rescissionFlag]).toEqual([200, 'Php 100,000.00', true]);
  });

  it('are 0 on an amount of 0', () => {
    const result = liquidatedDamages({ ...base, revisedContractAmount: centavos(0), contractAmount: centavos(0), asOf: '2024-06-04', actualAccomplishment: 10 });
    expect(result.amount).toBe(0);
    expect(result.applies).toBe(true);
  });
});
