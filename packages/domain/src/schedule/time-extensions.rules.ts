import { addDays, type IsoDate } from '../common/dates.js';
import { AppError } from '../common/errors.js';
import {
  MAX_TIME_EXTENSION_DAYS,
  MIN_TIME_EXTENSION_DAYS,
  timeExtensionMessages,
} from '../contract-records/time-extensions.schemas.js';
import { percentOf } from '../common/percent.js';
import type { TimeExtension } from './schedule.types.js';

/**
 * Time extensions (DOMAIN.md "Time extensions"). They move the expiry, not the
 * planned curve. Every extension passed in counts: the caller passes the
 * approved ones.
 */

/**
 * Refuses (400) a number of days that is not a whole number from 1 to 36500
 * (DOMAIN.md: 0 is refused). The form's schema states the same bounds; the
 * service and the engine's guard call this.
 */
export function validateTimeExtensionDays(numberOfDays: unknown): void {
  if (typeof numberOfDays !== 'number' || !Number.isInteger(numberOfDays)) {
    throw new AppError('VALIDATION', `Number of days must be a whole number, not ${String(numberOfDays)}.`);
  }
  if (numberOfDays < MIN_TIME_EXTENSION_DAYS) throw new AppError('VALIDATION', timeExtensionMessages.numberOfDaysPositive);
  if (numberOfDays > MAX_TIME_EXTENSION_DAYS) throw new AppError('VALIDATION', timeExtensionMessages.numberOfDaysTooLarge);
}

/** Σ number_of_days of the approved extensions. */
export function totalTimeExtensionDays(extensions: readonly TimeExtension[]): number {
  let total = 0;
  for (const extension of extensions) total += extension.numberOfDays;
  return total;
}

/** `approved_time_extension = { number_of_time_extension, total_duration }` (total_duration: Σ days granted). */
export function approvedTimeExtension(extensions: readonly TimeExtension[]): {
  numberOfTimeExtension: number;
  totalDuration: number;
} {
  return { numberOfTimeExtension: extensions.length, totalDuration: totalTimeExtensionDays(extensions) };
}

/** `expiry_date_due_to_time_extensions = expiry_date_due_to_suspensions + Σ number_of_days`. */
export function expiryDateDueToTimeExtensions(
  expiryDateDueToSuspensions: IsoDate,
  extensions: readonly TimeExtension[],
): IsoDate {
  return addDays(expiryDateDueToSuspensions, totalTimeExtensionDays(extensions));
}

/**
 * The Statement of Time Elapsed:
 * `percent_time_elapsed = (days_elapsed − days_suspended) / (D + Σ extension days) × 100`
 * (0 when the contract time is 0). Not capped: past the expiry it exceeds 100.
 */
export function percentTimeElapsed(input: {
  daysElapsed: number;
  daysSuspended: number;
  duration: number;
  timeExtensionDays: number;
}): number {
  return percentOf(input.daysElapsed - input.daysSuspended, input.duration + input.timeExtensionDays);
}
