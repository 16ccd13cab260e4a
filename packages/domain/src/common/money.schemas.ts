import { z } from 'zod';
import { parsePesosToCentavos, type Centavos } from './money.js';

/**
 * Amounts in API payloads: JSON numbers in pesos with at most 2 decimals
 * (DOMAIN.md "Money"). The schema hands the service integer centavos, so no
 * float reaches a sum. Non-numbers, more decimals and negatives are 400s.
 */
export function centavosSchema(label = 'Amount', options: { allowNegative?: boolean; required?: string } = {}) {
  const { required } = options;
  return z
    .number({
      // A missing amount says the spec's "… is required." where the field has one.
      error: (issue) => (required && (issue.input === undefined || issue.input === null) ? required : `${label} must be a number.`),
    })
    .transform((value, context): Centavos => {
      try {
        return parsePesosToCentavos(value, { label, allowNegative: options.allowNegative ?? false });
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : `${label} is invalid.` });
        return z.NEVER;
      }
    });
}
