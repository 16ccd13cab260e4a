import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors.js';
import { earliestRecordBeforeStart, validateStartDateLeavesRecords, type RecordsDatedAgainstStart } from './record-dates.rules.js';

const none: RecordsDatedAgainstStart = { timeExtensions: [], variationOrders: [], billings: [], featureAccomplishmentDates: [] };

describe('moving a contract start date', () => {
  it('is free while no record precedes the new date', () => {
    const records: RecordsDatedAgainstStart = { ...none, billings: [{ billingDate: '2024-03-01' }], featureAccomplishmentDates: ['2024-03-01'] };
    expect(earliestRecordBeforeStart('2024-03-01', records)).toBeNull();
    expect(() => validateStartDateLeavesRecords('2024-03-01', records)).not.toThrow();
  });

  it('names the earliest record of any kind that the new date would leave behind', () => {
    const records: RecordsDatedAgainstStart = {
      timeExtensions: [{ dateRequested: '2024-02-10', dateApproved: '2024-02-20' }],
      variationOrders: [{ dateEffective: '2024-02-15' }],
      billings: [{ billingDate: '2024-02-12' }],
      featureAccomplishmentDates: ['2024-02-11'],
    };
    expect(earliestRecordBeforeStart('2024-03-01', records)).toEqual({ record: 'a time extension requested', date: '2024-02-10' });
    expect(earliestRecordBeforeStart('2024-02-11', records)).toEqual({ record: 'a time extension requested', date: '2024-02-10' });
    expect(earliestRecordBeforeStart('2024-02-11', { ...records, timeExtensions: [] })).toBeNull();
    expect(earliestRecordBeforeStart('2024-02-13', { ...records, timeExtensions: [] })).toEqual({ record: 'a physical feature quantity', date: '2024-02-11' });
    expect(earliestRecordBeforeStart('2024-02-16', { ...none, variationOrders: records.variationOrders })).toEqual({
      record: 'a variation order effective',
      date: '2024-02-15',
    });
  });

  it('refuses on start_date with a sentence that says what to do', () => {
    try {
      validateStartDateLeavesRecords('2024-03-01', { ...none, billings: [{ billingDate: '2024-02-12' }] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).errors).toEqual({
        start_date: ['The start date cannot be 2024-03-01: this contract has a billing dated 2024-02-12, before it. Correct or delete that record first.'],
      });
    }
  });
});
