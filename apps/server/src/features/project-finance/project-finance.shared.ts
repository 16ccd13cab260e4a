import { AppError, isCalendarYear } from '@subaybay/domain';
import { NOT_FOUND } from '../../plugins/error-handler.js';

/** Shared by the sub-features of project finance (and nothing outside it). */

/** A year in a path (`…/year/2024`): anything that is not a calendar year names nothing, so 404 like a missing id. */
export function parseYearParam(value: string): number {
  if (!/^\d{4}$/.test(value) || !isCalendarYear(Number(value))) throw new AppError('NOT_FOUND', NOT_FOUND);
  return Number(value);
}
