import { describe, expect, it } from 'vitest';
import { isoDate } from './dates.js';
import {
  contractStartRange,
  EARLIEST_RECORD_DATE,
  latestPlannedRecordDate,
  projectFinanceRange,
  validateContractStartDate,
  validateHappenedContractRecordDate,
  validateNotInFuture,
  validateOnOrAfterContractStart,
  validatePlannedContractRecordDate,
  validateProjectFinanceDate,
} from './date-ranges.js';
import { isoDateField, optionalIsoDateField } from './text.schemas.js';
import { physicalAccomplishmentFormSchema } from '../contract-records/physical-accomplishments.schemas.js';
import { refusal } from '../test-support.js';

const today = '2026-11-25';

describe('every date field of a payload', () => {
  it('refuses a date older than any record kept, on the field, in the form and on the server alike', () => {
    const required = isoDateField('Start date', 'This field is required.');
    expect(required.safeParse(EARLIEST_RECORD_DATE).success).toBe(true);
    expect(required.safeParse('1989-12-31').error?.issues.map((issue) => issue.message)).toEqual([
      'Start date must be 1990-01-01 or later: no record Subaybay keeps is older; check the year.',
    ]);
    const optional = optionalIsoDateField('Date disbursed');
    expect(optional.safeParse('1900-01-01').error?.issues.map((issue) => issue.message)).toEqual([
      'Date disbursed must be 1990-01-01 or later: no record Subaybay keeps is older; check the year.',
    ]);
    expect(optional.safeParse(null).data).toBeNull();
  });

  it('holds the floor in the accomplishment form too, whose date is its own field', () => {
    const parsed = physicalAccomplishmentFormSchema.safeParse({ accomplishment: 5, overwrite: true, as_of_date: '1900-01-01' });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['as_of_date', 'As of date must be 1990-01-01 or later: no record Subaybay keeps is older; check the year.'],
    ]);
  });

  it('still says "required" for an empty value and "a date" for a non-date, once', () => {
    const required = isoDateField('Start date', 'This field is required.');
    expect(required.safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['This field is required.']);
    expect(required.safeParse('2024-02-30').error?.issues.map((issue) => issue.message)).toEqual(['Start date must be a date (YYYY-MM-DD).']);
  });
});

describe('contract start date', () => {
  it('runs from 1990-01-01 to five years after today (the month-end clamped)', () => {
    expect(contractStartRange(today)).toEqual({ earliest: '1990-01-01', latest: '2031-11-25' });
    expect(contractStartRange('2024-02-29').latest).toBe('2029-02-28');
    expect(refusal(() => validateContractStartDate('2031-11-25', today))).toBeNull();
    expect(refusal(() => validateContractStartDate('1990-01-01', today))).toBeNull();
    expect(refusal(() => validateContractStartDate('9999-12-31', today))).toEqual({
      start_date: ['Start date 9999-12-31 is more than 5 years from today (the latest is 2031-11-25); check the year.'],
    });
    expect(refusal(() => validateContractStartDate('1989-12-31', today))?.start_date).toHaveLength(1);
  });
});

describe('records of a contract', () => {
  it('refuses a record dated before the contract starts, naming the field', () => {
    expect(refusal(() => validateOnOrAfterContractStart('date_effective', 'Effective date', '2024-01-01', '2024-01-01'))).toBeNull();
    expect(refusal(() => validateOnOrAfterContractStart('date_effective', 'Effective date', '1995-06-01', '2024-01-01'))).toEqual({
      date_effective: ["Effective date 1995-06-01 is before the contract's start date 2024-01-01: a contract has no records before it starts."],
    });
  });

  it('refuses a record that must have happened when it is dated after today in Manila', () => {
    expect(refusal(() => validateNotInFuture('date_obligated', 'Date obligated', today, today))).toBeNull();
    expect(refusal(() => validateNotInFuture('date_obligated', 'Date obligated', '2026-11-26', today))).toEqual({
      date_obligated: ['Date obligated 2026-11-26 is in the future (today is 2026-11-25): enter it once it has happened.'],
    });
    expect(refusal(() => validateHappenedContractRecordDate('x', 'X', '2023-12-31', '2024-01-01', today))).not.toBeNull();
    expect(refusal(() => validateHappenedContractRecordDate('x', 'X', '2026-11-26', '2024-01-01', today))).not.toBeNull();
    expect(refusal(() => validateHappenedContractRecordDate('x', 'X', '2024-01-01', '2024-01-01', today))).toBeNull();
  });

  it('lets a planned record lie in the future, up to ten years after the original expiry', () => {
    const contract = { startDate: isoDate('2024-01-01'), duration: 100 };
    // Original expiry 2024-04-09 (day 100).
    expect(latestPlannedRecordDate(contract)).toBe('2034-04-09');
    expect(refusal(() => validatePlannedContractRecordDate('date_effective', 'Date effective', '2034-04-09', contract))).toBeNull();
    expect(refusal(() => validatePlannedContractRecordDate('date_effective', 'Date effective', '2034-04-10', contract))).toEqual({
      date_effective: [
        "Date effective 2034-04-10 is more than 10 years after the contract's original expiry date 2024-04-09 (the latest is 2034-04-09); check the year.",
      ],
    });
  });
});

describe('money of a project', () => {
  it('is dated from the year before its implementation year to five years after', () => {
    expect(projectFinanceRange(2024)).toEqual({ earliest: '2023-01-01', latest: '2029-12-31' });
    expect(refusal(() => validateProjectFinanceDate('requested_on', 'Date requested', '2023-01-01', 2024))).toBeNull();
    expect(refusal(() => validateProjectFinanceDate('requested_on', 'Date requested', '2029-12-31', 2024))).toBeNull();
    expect(refusal(() => validateProjectFinanceDate('requested_on', 'Date requested', '2022-12-31', 2024))).toEqual({
      requested_on: [
        "Date requested 2022-12-31 is outside the dates of the project's implementation year 2024: from 2023-01-01 to 2029-12-31 (a year before to 5 years after).",
      ],
    });
    expect(refusal(() => validateProjectFinanceDate('requested_on', 'Date requested', '2030-01-01', 2024))).not.toBeNull();
  });
});
