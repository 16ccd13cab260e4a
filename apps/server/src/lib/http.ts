import { AppError, errorBodySchema, parseDatabaseId } from '@subaybay/domain';
import { z } from 'zod';
import { NOT_FOUND } from '../plugins/error-handler.js';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/** Response schemas of the error answers a route can give, for the OpenAPI document. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}

/** The one id rule lives in the domain (`common/ids.ts`); services and the CLI read it from here too. */
export { isDatabaseId, parseDatabaseId } from '@subaybay/domain';

/**
 * Ids in paths: anything that is not an id names no record, so it answers 404
 * like a missing one (spec: "404 for a non-number id").
 */
export function parseIdParam(value: string): number {
  const id = parseDatabaseId(value);
  if (id === undefined) throw new AppError('NOT_FOUND', NOT_FOUND);
  return id;
}

/**
 * `?as_of=` of a read as of a date: any text here; the operation reads it with
 * `asOfDate` (a bad date answers 400 on `as_of`, absent means today in Manila).
 */
export const asOfQuerySchema = z.object({ as_of: z.string().optional() });

/**
 * A year in a path (`…/year/2024`): up to four digits, else it names no list or
 * report (404, like an id that is not one). Project finance keeps its stricter
 * calendar-year rule (packages/domain project-finance.operations.ts).
 */
export function parseYearParam(value: string): number {
  if (!/^\d{1,4}$/.test(value)) throw new AppError('NOT_FOUND', NOT_FOUND);
  return Number(value);
}
