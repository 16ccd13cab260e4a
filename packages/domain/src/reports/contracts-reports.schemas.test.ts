import { describe, expect, it } from 'vitest';
import { contractReportRemarks } from './contracts-reports.schemas.js';

const base = { daysElapsed: 10, actualAccomplishment: 20, completionDate: null, suspended: false, slippageBand: 'on_track' as const };

describe('contractReportRemarks', () => {
  it('says when a contract was completed', () => {
    expect(contractReportRemarks({ ...base, actualAccomplishment: 100, completionDate: '2024-05-10', slippageBand: null })).toBe('Completed on May 10, 2024');
  });
  it('says suspended before anything else under 100 %', () => {
    expect(contractReportRemarks({ ...base, suspended: true, slippageBand: 'terminal' })).toBe('Suspended');
  });
  it('says a contract before its effectivity has not started', () => {
    expect(contractReportRemarks({ ...base, daysElapsed: 0, actualAccomplishment: 0 })).toBe('Not yet started');
  });
  it('gives an ongoing contract its D.O. 193 band', () => {
    expect(contractReportRemarks({ ...base, slippageBand: 'early_warning' })).toBe('Ongoing (Early warning)');
    expect(contractReportRemarks(base)).toBe('Ongoing (On track)');
  });
});
