import { z } from 'zod';
import { parseDatabaseId, parseYearText } from './ids.js';

/**
 * An id in a path (`…/{id}/`), parsed at the edge: the handler receives a
 * number. A path parameter that is not an id names no record, so the server
 * answers it 404 like a missing one (spec: "404 for a non-number id"), never
 * 400: every failure of a path's schema is a 404 (plugins/error-handler.ts).
 */
export const idParam = z
  .string()
  .refine((text) => parseDatabaseId(text) !== undefined, 'Not found.')
  .transform(Number);

/**
 * A year in a path (`…/year/{year}`): up to four digits, else it names no list
 * or report (404, like an id that is not one).
 */
export const yearParam = z
  .string()
  .refine((text) => parseYearText(text) !== undefined, 'Not found.')
  .transform(Number);
