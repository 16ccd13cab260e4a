import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors.js';
import { computeContractStatus, contractSCurves, type ContractStatusInput } from './contract-status.rules.js';
import { validateContractRecords } from './contract-records.guard.js';
import { workedExample } from '../test-support.js';

const { suspension, ...example } = workedExample;
const base: ContractStatusInput = { ...example, suspensions: [suspension], timeExtensions: [{ numberOfDays: 15 }] };

/** The engine's refusal: a 400 (VALIDATION) whose sentence contains `words`. */
function expectRefusal(input: ContractStatusInput, words: string) {
  for (const run of [() => computeContractStatus(input), () => contractSCurves(input)]) {
    let caught: unknown;
    try {
      run();
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).code).toBe('VALIDATION');
    expect((caught as AppError).detail).toContain(words);
  }
}

describe('the engine guards its input (DOMAIN.md)', () => {
  it('accepts records that keep the rules', () => {
    expect(() => validateContractRecords(base)).not.toThrow();
    expect(computeContractStatus(base).slippage).toBeCloseTo(-6.2, 10);
  });

  it('refuses a non-numeric percent, naming the node', () => {
    expectRefusal({ ...base, schedule: [{ date: '2024-02-19', accomplishment: Number.NaN }] }, 'Schedule node of 2024-02-19');
    expectRefusal(
      { ...base, accomplishments: [{ date: '2024-01-20', accomplishment: '10' as unknown as number }] },
      'Accomplishment node of 2024-01-20: Accomplishment must be a percentage from 0 to 100.',
    );
  });

  it('refuses percents outside 0–100', () => {
    expectRefusal({ ...base, schedule: [{ date: '2024-02-19', accomplishment: 120 }] }, 'Schedule node of 2024-02-19: Schedule must be a percentage from 0 to 100.');
    expectRefusal({ ...base, accomplishments: [{ date: '2024-01-20', accomplishment: -1 }] }, 'Accomplishment node of 2024-01-20');
  });

  it('refuses a decreasing schedule and a decreasing accomplishment, in whatever order they come', () => {
    expectRefusal(
      {
        ...base,
        schedule: [
          { date: '2024-04-09', accomplishment: 30 },
          { date: '2024-02-19', accomplishment: 40 },
        ],
      },
      'Schedule node of 2024-04-09: Schedule 30% is lower than the 40% of 2024-02-19',
    );
    expectRefusal(
      {
        ...base,
        accomplishments: [
          { date: '2024-01-20', accomplishment: 10 },
          { date: '2024-02-25', accomplishment: 5 },
        ],
      },
      'Accomplishment node of 2024-02-25',
    );
  });

  it('refuses two nodes on one date', () => {
    expectRefusal(
      {
        ...base,
        schedule: [
          { date: '2024-02-19', accomplishment: 40 },
          { date: '2024-02-19', accomplishment: 40 },
        ],
      },
      'Schedule node of 2024-02-19: There is already a schedule node dated 2024-02-19.',
    );
  });

  it('refuses a node dated before the effectivity date', () => {
    expectRefusal({ ...base, schedule: [{ date: '2023-12-31', accomplishment: 1 }] }, 'before the contract effectivity date 2024-01-01');
  });

  it('refuses a suspension before the effectivity date', () => {
    expectRefusal(
      { ...base, suspensions: [{ dateEffective: '2023-12-20', resumptionDate: '2024-01-05' }] },
      'Suspension order of 2023-12-20: The suspension date 2023-12-20 is before the contract effectivity date',
    );
  });

  it('refuses overlapping suspensions and a second suspension while one is unresumed', () => {
    expectRefusal(
      {
        ...base,
        suspensions: [
          { dateEffective: '2024-02-05', resumptionDate: '2024-02-20' },
          { dateEffective: '2024-01-31', resumptionDate: '2024-02-10' },
        ],
      },
      'Suspension order of 2024-02-05: The suspension date 2024-02-05 falls within the suspension from 2024-01-31 to 2024-02-10.',
    );
    expectRefusal(
      {
        ...base,
        accomplishments: [{ date: '2024-01-20', accomplishment: 10 }],
        suspensions: [
          { dateEffective: '2024-01-31', resumptionDate: null },
          { dateEffective: '2024-02-20', resumptionDate: null },
        ],
      },
      'Suspension order of 2024-02-20: The contract is already suspended since 2024-01-31',
    );
  });

  it('refuses a resume order on or before its suspension', () => {
    expectRefusal(
      { ...base, suspensions: [{ dateEffective: '2024-01-31', resumptionDate: '2024-01-31' }] },
      'Resume order of 2024-01-31: The resume order date 2024-01-31 must be after the suspension date 2024-01-31.',
    );
  });

  it('refuses non-integer or negative days', () => {
    expectRefusal({ ...base, timeExtensions: [{ numberOfDays: 1.5 }] }, 'Time extension');
    expectRefusal({ ...base, timeExtensions: [{ numberOfDays: -3, dateApproved: '2024-02-01' }] }, 'Time extension approved 2024-02-01');
    expect(() => computeContractStatus({ ...base, duration: 10.5 })).toThrow(/Contract time must be a whole number/);
    expect(() => computeContractStatus({ ...base, duration: -1 })).toThrow(AppError);
  });

  it('refuses negative amounts', () => {
    expect(() => computeContractStatus({ ...base, amount: -5 as never })).toThrow(/amount/);
    expect(() =>
      validateContractRecords({ ...base, variationOrders: [{ dateEffective: '2024-02-01', revisedAmount: -100 }] }),
    ).toThrow('Variation order of 2024-02-01: The revised amount may not be negative.');
    expect(() => validateContractRecords({ ...base, billings: [{ billingDate: '2024-02-01', billingAmount: -1 }] })).toThrow(
      'Billing of 2024-02-01',
    );
  });

  it('refuses a suspension on the previous suspension\'s resume date (S_next ≤ R_prev), naming it and saying which record it is', () => {
    const input: ContractStatusInput = {
      ...base,
      suspensions: [
        { dateEffective: '2024-01-31', resumptionDate: '2024-02-10' },
        { id: 7, dateEffective: '2024-02-10', resumptionDate: '2024-02-15' },
      ],
    };
    expectRefusal(input, 'Suspension order of 2024-02-10: The suspension date 2024-02-10 is the resume date of the suspension from 2024-01-31');
    let caught: unknown;
    try {
      validateContractRecords(input);
    } catch (error) {
      caught = error;
    }
    expect((caught as AppError).record).toEqual({ kind: 'suspension-order', date: '2024-02-10', id: 7 });
  });

  it("refuses a suspension after the completion date and a node inside a suspension", () => {
    expectRefusal(
      { ...base, accomplishments: [{ date: '2024-01-20', accomplishment: 100 }] },
      "Suspension order of 2024-01-31: The suspension date 2024-01-31 is after the contract's completion date 2024-01-20.",
    );
    expectRefusal(
      { ...base, accomplishments: [{ date: '2024-02-05', accomplishment: 10 }] },
      'Accomplishment node of 2024-02-05: The accomplishment date 2024-02-05 falls within the suspension from 2024-01-31 to 2024-02-10',
    );
  });

  it('refuses a time extension of 0 days, a billing before the effectivity and billings above the revised amount', () => {
    expectRefusal({ ...base, timeExtensions: [{ numberOfDays: 0, dateApproved: '2024-02-01' }] }, 'Time extension approved 2024-02-01: Number of days must be at least 1.');
    expect(() => validateContractRecords({ ...base, billings: [{ billingDate: '2023-12-31', billingAmount: 100 }] })).toThrow(
      'Billing of 2023-12-31: The billing date (As Of) cannot be before the contract effectivity date, 2024-01-01.',
    );
    expect(() =>
      validateContractRecords({
        ...base,
        variationOrders: [{ dateEffective: '2024-02-01', revisedAmount: 50_000_000 }],
        billings: [{ billingDate: '2024-02-01', billingAmount: 60_000_000 }],
      }),
    ).toThrow(/^Variation order of 2024-02-01: /);
    expect(() =>
      validateContractRecords({ ...base, billings: [{ billingDate: '2024-02-01', billingAmount: 100_000_001 }] }),
    ).toThrow(/^Billing of 2024-02-01: /);
    try {
      validateContractRecords({ ...base, billings: [{ id: 9, billingDate: '2023-12-31', billingAmount: 100 }] });
    } catch (error) {
      expect((error as AppError).record).toEqual({ kind: 'billing', date: '2023-12-31', id: 9 });
    }
    expect.assertions(10);
  });

  it('refuses a malformed date', () => {
    expectRefusal({ ...base, schedule: [{ date: '2024-02-31', accomplishment: 40 }] }, "Schedule node of 2024-02-31: Invalid date '2024-02-31': expected a calendar date as YYYY-MM-DD.");
  });
});

describe('as of T', () => {
  it('a time extension counts once approved on or before T', () => {
    const input: ContractStatusInput = { ...base, timeExtensions: [{ numberOfDays: 15, dateApproved: '2024-03-02' }] };
    expect(computeContractStatus(input).approvedTimeExtension).toEqual({ numberOfTimeExtension: 0, totalDuration: 0 });
    expect(computeContractStatus(input).expiryDateDueToTimeExtensions).toBe('2024-04-19');
    const approved = computeContractStatus({ ...input, asOf: '2024-03-02' });
    expect(approved.approvedTimeExtension).toEqual({ numberOfTimeExtension: 1, totalDuration: 15 });
    expect(approved.expiryDateDueToTimeExtensions).toBe('2024-05-04');
  });
});
