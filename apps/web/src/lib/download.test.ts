import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download';

describe('filenameFromDisposition', () => {
  it('prefers the exact RFC 5987 name, then the plain one, then the fallback', () => {
    expect(filenameFromDisposition(`attachment; filename="Nino.xlsx"; filename*=UTF-8''%C3%91ino%20CY%202024.xlsx`, 'x.xlsx')).toBe('Ñino CY 2024.xlsx');
    expect(filenameFromDisposition('attachment; filename="Contracts CY 2024.xlsx"', 'x.xlsx')).toBe('Contracts CY 2024.xlsx');
    expect(filenameFromDisposition('attachment; filename=report.xlsx', 'x.xlsx')).toBe('report.xlsx');
    expect(filenameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="plain.xlsx"`, 'x.xlsx')).toBe('plain.xlsx');
    expect(filenameFromDisposition('attachment', 'x.xlsx')).toBe('x.xlsx');
    expect(filenameFromDisposition(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
