// Loaded into the server process of `npm run guide:screenshots` (node --import): the clock stands
// still at GUIDE_FIXED_NOW, for the app and for the embedded database (PGlite reads Date.now()),
// so the demo office's dates, "today", and every timestamp a screen shows are the same on every run.
// Timers and performance.now() keep running: only the wall clock is fixed.
const fixed = Date.parse(process.env.GUIDE_FIXED_NOW ?? '');
if (Number.isNaN(fixed)) throw new Error('GUIDE_FIXED_NOW must be an ISO date-time, e.g. 2026-06-15T12:00:00+08:00');

const RealDate = Date;
class FixedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(fixed);
    else super(...args);
  }
  static now() {
    return fixed;
  }
}
globalThis.Date = FixedDate;
