import { AppError, fieldError } from '../common/errors.js';
import { toEpochDay, type IsoDate } from '../common/dates.js';
import { formatCentavos, sumCentavos, type Centavos } from '../common/money.js';
import { billingMessages } from './billings.schemas.js';
import { physicalFeatureMessages } from './physical-features.schemas.js';
import { timeExtensionMessages } from './time-extensions.schemas.js';
import { variationOrderMessages } from './variation-orders.schemas.js';

/**
 * Write-time rules of the contract records that DOMAIN.md states and the
 * finance validators do not already hold (dates of billings, extensions and
 * feature entries; a revised amount that must still cover what was billed).
 */

/** A billing is dated between the contract's effectivity and today (DOMAIN.md: nothing counts before it happens). */
export function validateBillingDate(billingDate: IsoDate, effectivity: IsoDate, today: IsoDate): void {
  if (toEpochDay(billingDate) > toEpochDay(today)) throw fieldError('as_of_str', billingMessages.dateInFuture);
  validateBillingNotBeforeEffectivity(billingDate, effectivity);
}

/** DOMAIN.md "Money": a billing dated before E is refused (at write time and by the engine's guard). */
export function validateBillingNotBeforeEffectivity(billingDate: IsoDate, effectivity: IsoDate): void {
  if (toEpochDay(billingDate) < toEpochDay(effectivity)) throw fieldError('as_of_str', billingMessages.dateBeforeEffectivity(effectivity));
}

/** An extension is approved on or after its request, and not later than today (it counts once approved). */
export function validateTimeExtensionDates(input: { dateRequested: IsoDate; dateApproved: IsoDate }, today: IsoDate): void {
  if (toEpochDay(input.dateApproved) < toEpochDay(input.dateRequested)) {
    throw fieldError('date_approved', timeExtensionMessages.approvedBeforeRequested);
  }
  if (toEpochDay(input.dateApproved) > toEpochDay(today)) throw fieldError('date_approved', timeExtensionMessages.approvedInFuture);
}

/**
 * The billings must stay within the revised contract amount (DOMAIN.md
 * "Money"): a variation order (added, changed or deleted) that would bring the
 * revised amount below the total already billed is refused.
 */
export function validateRevisedAmountCoversBillings(revisedAmount: Centavos, billings: readonly { billingAmount: Centavos }[]): void {
  const billed = sumCentavos(billings.map((billing) => billing.billingAmount));
  if (billed > revisedAmount) {
    throw new AppError('VALIDATION', variationOrderMessages.belowBilled(formatCentavos(revisedAmount), formatCentavos(billed)));
  }
}

/** A feature quantity is reported as of a date that has happened. */
export function validateFeatureAccomplishmentDate(date: IsoDate, today: IsoDate): void {
  if (toEpochDay(date) > toEpochDay(today)) throw fieldError('accomplishment_date', physicalFeatureMessages.dateInFuture);
}
