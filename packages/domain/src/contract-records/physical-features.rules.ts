import { AppError } from '../common/errors.js';
import { toEpochDay, type IsoDate } from '../common/dates.js';

/**
 * Physical feature accomplishments (DOMAIN.md "Money"): quantities are
 * cumulative per contract and feature.
 */

export interface FeatureAccomplishment {
  id?: number | string;
  accomplishmentDate: IsoDate;
  quantity: number;
}

/** The quantity as of T: the latest entry dated ≤ T (of one date, the later entry); 0 if none. */
export function featureQuantityAsOf(entries: readonly FeatureAccomplishment[], asOf: IsoDate): number {
  const t = toEpochDay(asOf);
  let latest = -Infinity;
  let quantity = 0;
  for (const entry of entries) {
    const date = toEpochDay(entry.accomplishmentDate);
    if (date <= t && date >= latest) {
      latest = date;
      quantity = entry.quantity;
    }
  }
  return quantity;
}

/**
 * Refuses (400) an entry lower than an earlier one. Because quantities are
 * cumulative, an entry higher than a later one is refused too: it would leave
 * that later entry lower than an earlier one. An `id` matching an existing
 * entry is an update and is checked against the others.
 */
export function validateFeatureAccomplishment(
  existing: readonly FeatureAccomplishment[],
  entry: FeatureAccomplishment,
): void {
  if (typeof entry.quantity !== 'number' || !Number.isFinite(entry.quantity) || entry.quantity < 0) {
    throw new AppError('VALIDATION', 'Quantity must be a number of at least 0.');
  }
  const date = toEpochDay(entry.accomplishmentDate);
  for (const other of existing) {
    if (entry.id !== undefined && other.id === entry.id) continue;
    const otherDate = toEpochDay(other.accomplishmentDate);
    if (otherDate <= date && entry.quantity < other.quantity) {
      throw new AppError(
        'VALIDATION',
        `Quantity ${entry.quantity} is lower than the ${other.quantity} entered for ${other.accomplishmentDate}; quantities are cumulative.`,
      );
    }
    if (otherDate > date && entry.quantity > other.quantity) {
      throw new AppError(
        'VALIDATION',
        `Quantity ${entry.quantity} is higher than the ${other.quantity} entered for the later date ${other.accomplishmentDate}; quantities are cumulative.`,
      );
    }
  }
}
