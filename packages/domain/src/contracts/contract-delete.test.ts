import { describe, expect, it } from 'vitest';
import { contractDeleteMessages, contractDeleteSummary, type ContractRecordCounts } from './contracts.schemas.js';

const none: ContractRecordCounts = {
  projects: 1,
  schedule_nodes: 0,
  accomplishment_nodes: 0,
  suspension_orders: 0,
  resume_orders: 0,
  time_extensions: 0,
  variation_orders: 0,
  billings: 0,
  feature_quantities: 0,
};

describe("Delete Contract's confirmation names what goes with the contract", () => {
  it('counts each kind in words, singular and plural, leaving out the kinds it has none of', () => {
    expect(contractDeleteSummary({ ...none, projects: 2, billings: 1, time_extensions: 3 })).toBe(
      'With it go 3 time extensions and 1 billing, and its link to 2 projects (the projects stay). ',
    );
    expect(contractDeleteSummary({ ...none, feature_quantities: 1 })).toBe('With it go 1 feature quantity, and its link to 1 project (the projects stay). ');
  });

  it('says so when a contract has no records yet, and reads without counts while they load', () => {
    expect(contractDeleteMessages.confirm('C-1', none)).toBe('Delete contract C-1? With it go no records, and its link to 1 project (the projects stay). This cannot be undone.');
    expect(contractDeleteMessages.confirm('C-1')).toBe('Delete contract C-1? This cannot be undone.');
  });
});
