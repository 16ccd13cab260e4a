/**
 * Percentages are computed at full precision and rounded only for display and
 * API payloads (DOMAIN.md "Money": rounding happens only for display).
 */

/**
 * Round half away from zero to 2 decimals. The tiny relative nudge makes
 * values such as 1.005 (stored as 1.00499999…) round the way they are written.
 */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return value;
  const scaled = Math.abs(value) * 100;
  const rounded = Math.round(scaled + scaled * 1e-12) / 100;
  if (rounded === 0) return 0; // never -0
  return value < 0 ? -rounded : rounded;
}

/** `part / whole × 100`, 0 when `whole` is 0 (spec 2 §9: "percent accomplished is 0 if the total is 0"). */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}

/** Display: 2 decimals and a `%` suffix, e.g. `44.35%`. */
export function formatPercent(value: number): string {
  return `${round2(value).toFixed(2)}%`;
}
