import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '@subaybay/domain';
import { describeActivity } from './activity-text';

const item = (overrides: Partial<ActivityItem>): ActivityItem => ({
  id: 1,
  actor: { id: 1, username: 'engr.santos' },
  verb: 'Create expenditure source name',
  target: 'Contract Works',
  action_object_type: 'expenditure_source_name',
  timestamp: '2026-03-01T00:00:00.000Z',
  timesince: 'just now',
  ip_address: null,
  percent_accomplishment: null,
  billing_amount: null,
  ...overrides,
});

describe('describeActivity', () => {
  it('joins verb and target', () => {
    expect(describeActivity(item({}))).toBe('Create expenditure source name Contract Works');
    expect(describeActivity(item({ verb: 'Login', target: null }))).toBe('Login');
  });

  it("adds a billing's cumulative percent, and its amount when the text does not say it", () => {
    const billing = { target: null, action_object_type: 'financial_accomplishment', percent_accomplishment: 25, billing_amount: 1234.5 };
    expect(describeActivity(item({ ...billing, verb: 'Add billing Php 1,234.50 to contract 24-AB-001' }))).toBe(
      'Add billing Php 1,234.50 to contract 24-AB-001 — billed to date: 25.00%',
    );
    expect(describeActivity(item({ ...billing, verb: 'Add billing' }))).toBe('Add billing — Php 1,234.50 — billed to date: 25.00%');
  });
});
