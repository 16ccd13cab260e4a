/**
 * A stable sort that lets the event loop go (decision 039): a year's report
 * sorts its 20 000 rows by contract number, and `Array.prototype.sort` with a
 * locale-aware comparison held the loop ~150 ms for it on a busy machine.
 * Bottom-up merge sort, calling `pause` every few hundred placements; stable,
 * like the built-in sort, so with the same comparison the order is the same.
 */
export async function sortInSlices<T>(items: T[], compare: (a: T, b: T) => number, pause: () => Promise<void> | undefined): Promise<T[]> {
  const n = items.length;
  let from = items.slice();
  let to = new Array<T>(n);
  let placed = 0;
  for (let width = 1; width < n; width *= 2) {
    for (let left = 0; left < n; left += 2 * width) {
      const middle = Math.min(left + width, n);
      const right = Math.min(left + 2 * width, n);
      let i = left;
      let j = middle;
      for (let k = left; k < right; k++) {
        // Equal items keep their order: the left run's first (stability).
        to[k] = i < middle && (j >= right || compare(from[i]!, from[j]!) <= 0) ? from[i++]! : from[j++]!;
        if (++placed % 256 === 0) await pause();
      }
    }
    [from, to] = [to, from];
  }
  for (let k = 0; k < n; k++) items[k] = from[k]!;
  return items;
}
