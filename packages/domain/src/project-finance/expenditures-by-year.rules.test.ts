import { describe, expect, it } from 'vitest';
import { parsePesosToCentavos } from '../common/money.js';
import { summariseExpendituresByYear } from './expenditures-by-year.rules.js';

const pesos = (text: string) => parsePesosToCentavos(text);

describe('expenditures by year (spec 2 §9)', () => {
  it('sums only disbursed expenditures, exactly to the centavo', () => {
    const [summary] = summariseExpendituresByYear([
      {
        project: 'Canal lining',
        expenditures: [
          { id: 1, amount: pesos('0.10'), dateDisbursed: '2024-03-01' },
          { id: 2, amount: pesos('0.20'), dateDisbursed: '2024-03-02' },
          { id: 3, amount: pesos('120000.50'), dateDisbursed: null },
        ],
      },
    ]);
    expect(summary?.total).toBe(pesos('0.30'));
    expect(summary?.expenditures.map((expenditure) => expenditure.id)).toEqual([1, 2]);
  });

  it('leaves out projects whose disbursed sum is zero, keeping the order of the rest', () => {
    const summaries = summariseExpendituresByYear([
      { project: 'A', expenditures: [{ id: 1, amount: pesos('5'), dateDisbursed: '2024-01-01' }] },
      { project: 'nothing disbursed', expenditures: [{ id: 2, amount: pesos('9'), dateDisbursed: null }] },
      { project: 'no expenditures', expenditures: [] },
      { project: 'zero amounts', expenditures: [{ id: 3, amount: pesos('0'), dateDisbursed: '2024-01-01' }] },
      { project: 'B', expenditures: [{ id: 4, amount: pesos('1,000,000.01'), dateDisbursed: '2024-02-01' }] },
    ]);
    expect(summaries.map((summary) => [summary.project, summary.total])).toEqual([
      ['A', pesos('5')],
      ['B', pesos('1000000.01')],
    ]);
  });
});
