import { describe, expect, it } from 'vitest';
import { centavos } from '../common/money.js';
import type { ContractsReportRow } from './contracts-reports.schemas.js';
import { contractsFurthestBehind, weightedByContractAmount } from './dashboard.rules.js';

describe('weightedByContractAmount', () => {
  it('weights each contract by its original amount, not by allocation', () => {
    // (1,000,000 × 35 + 600,000 × 100 + 400,000 × 10) / 2,000,000 = 49.5; targets 41.2, 61, 50 → 48.9.
    const weighted = weightedByContractAmount([
      { amount: centavos(1_000_000_00), actualAccomplishment: 35, targetAccomplishment: 41.2 },
      { amount: centavos(600_000_00), actualAccomplishment: 100, targetAccomplishment: 61 },
      { amount: centavos(400_000_00), actualAccomplishment: 10, targetAccomplishment: 50 },
    ]);
    expect(weighted.amount).toBe(2_000_000_00);
    expect(weighted.accomplishment).toBeCloseTo(49.5, 9);
    expect(weighted.target).toBeCloseTo(48.9, 9);
    expect(weighted.slippage).toBeCloseTo(0.6, 9);
  });

  it('is 0 with no contracts or no amount, never NaN', () => {
    expect(weightedByContractAmount([])).toEqual({ amount: 0, accomplishment: 0, target: 0, slippage: 0 });
    expect(weightedByContractAmount([{ amount: centavos(0), actualAccomplishment: 50, targetAccomplishment: 60 }]).accomplishment).toBe(0);
  });
});

const row = (contractNumber: string, figures: Partial<ContractsReportRow>): ContractsReportRow => ({
  id: contractNumber.length,
  contract_number: contractNumber,
  contract_description: '',
  location: '',
  original_contract_amount: 1,
  revised_contract_amount: 1,
  actual_accomplishment: 10,
  target_accomplishment: 20,
  slippage: -10,
  slippage_band: 'final_warning',
  contractor: '',
  project_in_charge: '',
  contract_effectivity: '2024-01-01',
  original_contract_time: 100,
  original_expiry_date: '2024-04-09',
  calendar_days_elapsed: 10,
  days_suspended: 0,
  contract_time_elapsed: 10,
  expiry_date_due_to_suspensions: '2024-04-09',
  expiry_date_due_to_time_extensions: '2024-04-09',
  approved_time_extension: { number_of_time_extension: 0, total_duration: 0 },
  fund_source: '',
  remarks: '',
  ...figures,
});

describe('contractsFurthestBehind', () => {
  it('lists the ongoing contracts behind schedule, most negative first, ties by number, at most the limit', () => {
    const rows = [
      row('C-2', { slippage: -6 }),
      row('C-1', { slippage: -20 }),
      row('C-3', { slippage: 4 }),
      row('C-4', { slippage: 0 }),
      row('C-6', { slippage: -6 }),
      row('C-5', { slippage: -0.001 }),
    ];
    expect(contractsFurthestBehind(rows).map((r) => r.contract_number)).toEqual(['C-1', 'C-2', 'C-6', 'C-5']);
    expect(contractsFurthestBehind(rows, 2).map((r) => r.contract_number)).toEqual(['C-1', 'C-2']);
  });

  it('leaves out completed contracts and contracts whose records are refused', () => {
    const refused = row('R-1', {
      slippage: null,
      actual_accomplishment: null,
      target_accomplishment: null,
      records_error: { detail: 'Suspension order of 2024-02-10: …', path: '/contracts/1/suspension-orders' },
    });
    const completed = row('D-1', { actual_accomplishment: 100, slippage: -1 });
    expect(contractsFurthestBehind([refused, completed, row('B-1', { slippage: -3 })]).map((r) => r.contract_number)).toEqual(['B-1']);
  });
});
