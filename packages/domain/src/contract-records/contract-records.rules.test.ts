import { describe, expect, it } from 'vitest';
import { centavos } from '../common/money.js';
import { hasAtMostFourDecimals, featureAccomplishmentUpdateSchema } from './physical-features.schemas.js';
import {
  validateBillingDate,
  validateFeatureAccomplishmentDate,
  validateRevisedAmountCoversBillings,
  validateTimeExtensionDates,
} from './contract-records.rules.js';
import { billingCreateSchema } from './billings.schemas.js';
import { timeExtensionCreateSchema } from './time-extensions.schemas.js';
import { variationOrderCreateSchema } from './variation-orders.schemas.js';

const messageOf = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('billing date', () => {
  it('accepts the effectivity date and today, refuses before and after', () => {
    expect(messageOf(() => validateBillingDate('2024-01-01', '2024-01-01', '2024-03-01'))).toBeNull();
    expect(messageOf(() => validateBillingDate('2024-03-01', '2024-01-01', '2024-03-01'))).toBeNull();
    expect(messageOf(() => validateBillingDate('2023-12-31', '2024-01-01', '2024-03-01'))).toBe(
      'The billing date (As Of) cannot be before the contract effectivity date, 2024-01-01.',
    );
    expect(messageOf(() => validateBillingDate('2024-03-02', '2024-01-01', '2024-03-01'))).toBe('The billing date (As Of) cannot be in the future.');
  });
});

describe('time extension dates', () => {
  it('refuses an approval before the request or in the future', () => {
    expect(messageOf(() => validateTimeExtensionDates({ dateRequested: '2024-02-01', dateApproved: '2024-02-01' }, '2024-03-01'))).toBeNull();
    expect(messageOf(() => validateTimeExtensionDates({ dateRequested: '2024-02-02', dateApproved: '2024-02-01' }, '2024-03-01'))).toBe(
      'The date approved cannot be before the date requested.',
    );
    expect(messageOf(() => validateTimeExtensionDates({ dateRequested: '2024-02-02', dateApproved: '2024-03-02' }, '2024-03-01'))).toMatch(
      /cannot be in the future/,
    );
  });
});

describe('revised amount covers the billings', () => {
  it('allows exactly the billed total and refuses a centavo less, naming both amounts', () => {
    const billings = [{ billingAmount: centavos(600_00) }, { billingAmount: centavos(400_00) }];
    expect(messageOf(() => validateRevisedAmountCoversBillings(centavos(1000_00), billings))).toBeNull();
    expect(messageOf(() => validateRevisedAmountCoversBillings(centavos(999_99), billings))).toBe(
      'The revised contract amount would be Php 999.99, below the Php 1,000.00 already billed. Correct the billings first.',
    );
  });
});

describe('feature quantities', () => {
  it('keeps at most 4 decimals and refuses absurd or negative figures', () => {
    expect(hasAtMostFourDecimals(1.2345)).toBe(true);
    expect(hasAtMostFourDecimals(1.23456)).toBe(false);
    expect(hasAtMostFourDecimals(1e-7)).toBe(false);
    const parse = (quantity: unknown) => featureAccomplishmentUpdateSchema.safeParse({ quantity });
    expect(parse(12.5).success).toBe(true);
    expect(parse(0).success).toBe(true);
    expect(parse(1.23456).error?.issues[0]?.message).toBe('Quantity must have at most 4 decimal places.');
    expect(parse(1e12).error?.issues[0]?.message).toBe('Quantity must be less than 1,000,000,000,000.');
    expect(parse(-1).error?.issues[0]?.message).toBe('Quantity must not be negative.');
    expect(parse(undefined).error?.issues[0]?.message).toBe('Quantity is required.');
    expect(parse('3').error?.issues[0]?.message).toBe('Quantity must be a number.');
  });
  it('refuses a future accomplishment date', () => {
    expect(messageOf(() => validateFeatureAccomplishmentDate('2024-03-01', '2024-03-01'))).toBeNull();
    expect(messageOf(() => validateFeatureAccomplishmentDate('2024-03-02', '2024-03-01'))).toBe('The accomplishment date cannot be in the future.');
  });
});

describe('schemas carry the spec messages', () => {
  it('billing', () => {
    const result = billingCreateSchema.safeParse({ contract_id: 1 });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Billing amount is required.');
    expect(messages).toContain('Remarks about the billing is required.');
    expect(billingCreateSchema.safeParse({ contract_id: 1, billing_amount: 0, remarks: 'x' }).error?.issues[0]?.message).toBe(
      'Billing amount must be more than zero.',
    );
    expect(billingCreateSchema.parse({ contract_id: 1, billing_amount: 10.5, remarks: ' x ' })).toEqual({
      contract_id: 1,
      billing_amount: 1050,
      remarks: 'x',
      as_of_str: null,
    });
  });
  it('time extension', () => {
    const messages = timeExtensionCreateSchema.safeParse({ contract_id: 1 }).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Number of days is required.', 'Date requested is required.', 'Date approved is required.', 'Reason is required.']),
    );
    const zero = timeExtensionCreateSchema.safeParse({ contract_id: 1, number_of_days: 0, date_requested: '2024-01-01', date_approved: '2024-01-02', reason: 'Rain' });
    expect(zero.error?.issues[0]?.message).toBe('Number of days must be at least 1.');
  });
  it('variation order', () => {
    const messages = variationOrderCreateSchema.safeParse({ contract_id: 1 }).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['This field is required.', 'This field is required.', 'This field is required.']);
  });
});
