/**
 * The names of the year's two overall accomplishment figures, said the same way
 * on the dashboard, the Overall S-curve page and in the guide (issue 18;
 * decision 023). Two figures for "the year's accomplishment" exist because
 * they divide by different things; each is named for its denominator.
 */
export const yearFigureNames = {
  physical: {
    label: 'Physical accomplishment (value ÷ allocation)',
    short: 'value ÷ allocation',
    explanation:
      "The year's projects: the sum of their value accomplished (original contract amount × actual %, a contract serving several projects shared by allocation) ÷ the sum of their allocations × 100. Allocation not yet under contract counts as not accomplished. The Projects Accomplishment Report's overall figure.",
  },
  weighted: {
    label: 'Contracts accomplishment (weighted by contract amount)',
    short: 'weighted by contract amount',
    explanation:
      "The year's contracts: the sum of original contract amount × actual % ÷ the sum of their original amounts. Allocation not under contract does not count. Where the Overall S-curve's Actual line ends today.",
  },
} as const;

/** What the Overall S-curve draws, in the same words. */
export const OVERALL_S_CURVE_WEIGHTING =
  "Each line is the year's contracts weighted by contract amount (Σ original amount × % ÷ Σ original amounts), day by day; today the Actual line ends at the dashboard's contracts accomplishment (weighted by contract amount), not at the physical accomplishment (value ÷ allocation).";
