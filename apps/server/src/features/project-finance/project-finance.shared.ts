import { AppError, formatCentavos, isCalendarYear, type Centavos } from '@subaybay/domain';
import { NOT_FOUND } from '../../plugins/error-handler.js';

/** Shared by the sub-features of project finance (and nothing outside it). */

/** Amounts in activity lines as the spec's example writes them: 'Add requested cash P1,234.50'. */
export function pesoText(amount: Centavos): string {
  return formatCentavos(amount).replace('Php ', 'P');
}

/** A year in a path (`…/year/2024`): anything that is not a calendar year names nothing, so 404 like a missing id. */
export function parseYearParam(value: string): number {
  if (!/^\d{4}$/.test(value) || !isCalendarYear(Number(value))) throw new AppError('NOT_FOUND', NOT_FOUND);
  return Number(value);
}
