import { describe, expect, it } from 'vitest';
import { centavos } from '../common/money.js';
import { contractorContractsByYear, contractorPerformance, type ContractorContractFigures } from './contractors.rules.js';

const row = (overrides: Partial<ContractorContractFigures> = {}): ContractorContractFigures => ({
  daysSuspended: 0,
  slippage: 0,
  status: 'ongoing',
  numberOfTimeExtensions: 0,
  ...overrides,
});

describe('contractorPerformance', () => {
  it('counts nothing for a contractor without contracts', () => {
    expect(contractorPerformance([])).toEqual({
      contracts: 0,
      with_time_extension: 0,
      with_approved_time_extension: 0,
      with_negative_slippage: 0,
      completed: 0,
    });
  });

  it('counts a contract "with time extension" when days_suspended is above 0 (spec 3 §4, literally)', () => {
    const counts = contractorPerformance([row({ daysSuspended: 10 }), row({ daysSuspended: 0, numberOfTimeExtensions: 2 }), row()]);
    expect(counts.contracts).toBe(3);
    expect(counts.with_time_extension).toBe(1);
    expect(counts.with_approved_time_extension).toBe(1);
  });

  it('counts negative slippage on the figure people see (rounded to 2 decimals)', () => {
    const counts = contractorPerformance([
      row({ slippage: -6.2 }),
      row({ slippage: -0.004 }),
      row({ slippage: -0.005 }),
      row({ slippage: 3 }),
      row({ slippage: 0 }),
    ]);
    expect(counts.with_negative_slippage).toBe(2);
  });

  it('counts completed contracts, and a suspended one is not completed', () => {
    const counts = contractorPerformance([row({ status: 'completed' }), row({ status: 'suspended', daysSuspended: 3 }), row()]);
    expect(counts.completed).toBe(1);
    expect(counts.with_time_extension).toBe(1);
  });
});

describe('contractorContractsByYear', () => {
  it('counts a contract once in each year of its projects, with its original amount, newest year first', () => {
    const years = contractorContractsByYear([
      { amount: centavos(100_000_00), implementationYears: [2023, 2024] },
      { amount: centavos(50_000_50), implementationYears: [2024, 2024] },
      { amount: centavos(1), implementationYears: [] },
    ]);
    expect(years).toEqual([
      { year: 2024, number: 2, amount: centavos(150_000_50) },
      { year: 2023, number: 1, amount: centavos(100_000_00) },
    ]);
  });
});
