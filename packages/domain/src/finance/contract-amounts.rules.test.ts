import { describe, expect, it } from 'vitest';
import { centavos, formatCentavos, parsePesosToCentavos } from '../common/money.js';
import {
  revisedContractAmount,
  targetValueAccomplished,
  valueAccomplished,
  variationOrderCeiling,
  type VariationOrder,
} from './contract-amounts.rules.js';

const original = parsePesosToCentavos('1,000,000.00');

describe('revised contract amount', () => {
  it('is the original amount without variation orders', () => {
    expect(revisedContractAmount(original, [])).toBe(original);
  });

  it('is the revised amount of the latest order by date effective, then entry', () => {
    const orders: VariationOrder[] = [
      { dateEffective: '2024-03-01', revisedAmount: parsePesosToCentavos('1,050,000'), entryDate: '2024-03-01T02:00:00Z' },
      { dateEffective: '2024-02-01', revisedAmount: parsePesosToCentavos('1,200,000'), entryDate: '2024-03-05T02:00:00Z' },
      { dateEffective: '2024-03-01', revisedAmount: parsePesosToCentavos('1,080,000'), entryDate: new Date('2024-03-02T02:00:00Z') },
    ];
    expect(revisedContractAmount(original, orders)).toBe(parsePesosToCentavos('1,080,000'));
    // Same date and no entry date: the later in the list (entered later) wins.
    expect(
      revisedContractAmount(original, [
        { dateEffective: '2024-03-01', revisedAmount: centavos(1) },
        { dateEffective: '2024-03-01', revisedAmount: centavos(2) },
      ]),
    ).toBe(2);
  });
});

describe('the 10 % variation-order ceiling', () => {
  it('warns (does not refuse) when the cumulative increase exceeds 10 % of the original', () => {
    const at10 = variationOrderCeiling(original, [{ dateEffective: '2024-03-01', revisedAmount: parsePesosToCentavos('1,100,000') }]);
    expect(at10.exceedsCeiling).toBe(false);
    expect(at10.warning).toBeNull();
    const above = variationOrderCeiling(original, [{ dateEffective: '2024-03-01', revisedAmount: parsePesosToCentavos('1,100,000.01') }]);
    expect(above.exceedsCeiling).toBe(true);
    expect(above.revisedContractAmount).toBe(parsePesosToCentavos('1,100,000.01'));
    expect(above.warning).toBe(
      'The variation orders increase the contract by Php 100,000.01, more than 10% of the original amount of Php 1,000,000.00.',
    );
  });

  it('adds the increases of additive orders; a decrease does not offset them', () => {
    const result = variationOrderCeiling(original, [
      { dateEffective: '2024-02-01', revisedAmount: parsePesosToCentavos('1,080,000') },
      { dateEffective: '2024-03-01', revisedAmount: parsePesosToCentavos('1,000,000') },
      { dateEffective: '2024-04-01', revisedAmount: parsePesosToCentavos('1,050,000') },
    ]);
    expect(formatCentavos(result.cumulativeIncrease)).toBe('Php 130,000.00');
    expect(result.exceedsCeiling).toBe(true);
    expect(result.revisedContractAmount).toBe(parsePesosToCentavos('1,050,000'));
  });

  it('with an original amount of 0 any increase exceeds it', () => {
    expect(variationOrderCeiling(centavos(0), []).exceedsCeiling).toBe(false);
    expect(variationOrderCeiling(centavos(0), [{ dateEffective: '2024-01-01', revisedAmount: centavos(1) }]).exceedsCeiling).toBe(true);
  });
});

describe('value accomplished and target value', () => {
  it('use the original contract amount', () => {
    expect(formatCentavos(valueAccomplished(original, 35))).toBe('Php 350,000.00');
    expect(formatCentavos(targetValueAccomplished(original, 41.2))).toBe('Php 412,000.00');
    expect(valueAccomplished(parsePesosToCentavos('1,234,567.89'), 33.333)).toBe(41_151_851); // 411,518.513… rounds to .51
    expect(valueAccomplished(centavos(101), 50)).toBe(51); // half a centavo rounds away from zero
    expect(valueAccomplished(centavos(0), 50)).toBe(0);
  });
});

describe('variation orders as of T', () => {
  it('an order counts once effective on or before T', () => {
    const orders: VariationOrder[] = [
      { dateEffective: '2024-02-01', revisedAmount: centavos(105_000_00) },
      { dateEffective: '2024-05-01', revisedAmount: centavos(120_000_00) },
    ];
    expect(revisedContractAmount(centavos(100_000_00), orders, '2024-01-31')).toBe(100_000_00);
    expect(revisedContractAmount(centavos(100_000_00), orders, '2024-02-01')).toBe(105_000_00);
    expect(revisedContractAmount(centavos(100_000_00), orders)).toBe(120_000_00);
    expect(variationOrderCeiling(centavos(100_000_00), orders, '2024-04-30').exceedsCeiling).toBe(false);
    expect(variationOrderCeiling(centavos(100_000_00), orders, '2024-05-01').exceedsCeiling).toBe(true);
  });
});
