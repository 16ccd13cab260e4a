import { AppError, errorBodySchema } from '@subaybay/domain';
import { NOT_FOUND } from '../plugins/error-handler.js';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/** Response schemas of the error answers a route can give, for the OpenAPI document. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}

/**
 * Ids in paths are positive integers; anything else names no record, so it
 * answers 404 like a missing one (spec: "404 for a non-number id").
 */
export function parseIdParam(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new AppError('NOT_FOUND', NOT_FOUND);
  const id = Number(value);
  if (!isDatabaseId(id)) throw new AppError('NOT_FOUND', NOT_FOUND);
  return id;
}

/** Ids are PostgreSQL `integer`s; a larger number names no row (and must not reach a query). */
export function isDatabaseId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
}
