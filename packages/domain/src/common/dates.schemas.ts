import { z } from 'zod';

/**
 * A date in an API answer, `YYYY-MM-DD`, read as an `IsoDate`: the server
 * writes it from a date column or the day counting, and the web, which parses
 * every answer through its operation's schema, gets an `IsoDate` without a
 * cast. Request dates go through `isoDateField` (with the spec's messages).
 */
export const isoDateSchema = z
  .templateLiteral([z.number(), '-', z.number(), '-', z.number()])
  .meta({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
