import { describe, expect, it } from 'vitest';
import {
  contractListStatusesOf,
  countContractListStatuses,
  isBehindSchedule,
  parseContractListStatus,
  type ContractListStatusFigures,
} from './contract-list-status.rules.js';

const AS_OF = '2026-03-10';
const row = (overrides: Partial<ContractListStatusFigures> = {}): ContractListStatusFigures => ({
  accomplishment: 40,
  slippage: 0,
  suspended: false,
  revised_expiration_date: '2026-06-30',
  ...overrides,
});

describe('contractListStatusesOf', () => {
  it('a contract with work reported, on schedule and within its time, is Ongoing only', () => {
    expect(contractListStatusesOf(row(), AS_OF)).toEqual(['ongoing']);
  });

  it('a contract at 0 % is Not started, and Behind schedule too when its target has moved', () => {
    expect(contractListStatusesOf(row({ accomplishment: 0, slippage: 0 }), AS_OF)).toEqual(['not_started']);
    expect(contractListStatusesOf(row({ accomplishment: 0, slippage: -12.5 }), AS_OF)).toEqual(['not_started', 'behind_schedule']);
  });

  it('an ongoing contract behind its target is Ongoing and Behind schedule', () => {
    expect(contractListStatusesOf(row({ slippage: -6.2 }), AS_OF)).toEqual(['ongoing', 'behind_schedule']);
  });

  it('reads behind schedule from the slippage people see: −0.004 prints −0.00 and is not behind, −0.005 is', () => {
    expect(isBehindSchedule({ accomplishment: 40, slippage: -0.004 })).toBe(false);
    expect(isBehindSchedule({ accomplishment: 40, slippage: -0.005 })).toBe(true);
    expect(isBehindSchedule({ accomplishment: 40, slippage: 3 })).toBe(false);
  });

  it('a suspended contract is Suspended (not Ongoing), and may be behind', () => {
    expect(contractListStatusesOf(row({ suspended: true, slippage: -1 }), AS_OF)).toEqual(['suspended', 'behind_schedule']);
    expect(contractListStatusesOf(row({ suspended: true, accomplishment: 0 }), AS_OF)).toEqual(['suspended']);
  });

  it('Overdue once the as-of date passes the revised expiry, not on the expiry day itself', () => {
    expect(contractListStatusesOf(row({ revised_expiration_date: AS_OF }), AS_OF)).toEqual(['ongoing']);
    expect(contractListStatusesOf(row({ revised_expiration_date: '2026-03-09', slippage: -20 }), AS_OF)).toEqual([
      'ongoing',
      'behind_schedule',
      'overdue',
    ]);
  });

  it('a completed contract is Completed only, even past its expiry with a stale negative slippage', () => {
    expect(contractListStatusesOf(row({ accomplishment: 100, slippage: -3, revised_expiration_date: '2025-01-01' }), AS_OF)).toEqual([
      'completed',
    ]);
  });

  it('a contract whose records are refused (null figures) is in no chip', () => {
    expect(
      contractListStatusesOf({ accomplishment: null, slippage: null, suspended: null, revised_expiration_date: null }, AS_OF),
    ).toEqual([]);
  });
});

describe('countContractListStatuses', () => {
  it('counts a contract in each chip it is in, and lists every chip', () => {
    const counts = countContractListStatuses(
      [row(), row({ slippage: -7 }), row({ accomplishment: 100 }), row({ accomplishment: 0 }), row({ suspended: true, revised_expiration_date: '2026-01-01' })],
      AS_OF,
    );
    expect(counts).toEqual({ not_started: 1, ongoing: 2, suspended: 1, completed: 1, behind_schedule: 1, overdue: 1 });
  });

  it('an empty list counts zero in every chip', () => {
    expect(Object.values(countContractListStatuses([], AS_OF))).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('parseContractListStatus', () => {
  it('accepts a chip name and refuses anything else', () => {
    expect(parseContractListStatus('overdue')).toBe('overdue');
    expect(parseContractListStatus('Overdue')).toBeNull();
    expect(parseContractListStatus(null)).toBeNull();
    expect(parseContractListStatus('constructor')).toBeNull();
  });
});
