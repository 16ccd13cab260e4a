import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortInSlices } from '../src/lib/sort-in-slices.js';

describe('sorting a year of rows in slices', () => {
  it('gives the order of the built-in stable sort, equal keys in their first order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ key: fc.constantFrom('C-1', 'c-1', 'C-10', 'C-2', 'B', 'ñ', 'n', ''), seq: fc.nat() })), async (rows) => {
        const compare = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
        const expected = [...rows].sort(compare);
        expect(await sortInSlices([...rows], compare, () => undefined)).toEqual(expected);
      }),
    );
  });

  it('lets the event loop go while it sorts', async () => {
    let pauses = 0;
    const rows = Array.from({ length: 5000 }, (_, index) => (index * 7919) % 5000);
    const sorted = await sortInSlices(rows, (a, b) => a - b, () => {
      pauses++;
      return Promise.resolve();
    });
    expect(sorted).toEqual(Array.from({ length: 5000 }, (_, index) => index));
    expect(pauses).toBeGreaterThan(100);
  });
});
