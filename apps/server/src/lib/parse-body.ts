import { AppError, type FieldErrors } from '@subaybay/domain';
import type { z } from 'zod';

/**
 * Validates a body with a schema chosen by the operation (a call with several
 * payload forms), answering like the route validation does: 400, `detail`
 * repeating the first message, `errors` per field.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    (errors[field] ??= []).push(issue.message);
  }
  throw new AppError('VALIDATION', result.error.issues[0]?.message ?? 'Invalid request.', errors);
}
