/**
 * The activity stream's `timesince` (spec 1 §3): how long ago an action was,
 * as the stream shows it ("5 minutes ago", "1 day ago", "just now").
 */

const UNITS: ReadonlyArray<[name: string, seconds: number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** The largest whole unit between `then` and `now`; under a minute (or in the future) is "just now". */
export function timeSince(then: Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  for (const [name, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
