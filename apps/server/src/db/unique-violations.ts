import { AppError, type FieldErrors } from '@subaybay/domain';

/** Walks a driver error (drizzle wraps it in `cause`) to the constraint a unique violation hit. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}

/** For each unique index a write may hit, the field it is about and the message a person can act on. */
export type UniqueIndexFields = Readonly<Record<string, readonly [field: string, message: string]>>;

/**
 * The one way a unique-index violation becomes an answer: a violation of one
 * of `indexes` is rethrown as a 400 on its field (`detail` repeating the
 * message, as API.md asks); anything else, including a violation of another
 * index, is rethrown unchanged. Use it as `.catch((error) => mapUniqueViolation(error, {...}))`
 * or in a `catch` block, after the friendly pre-check that catches most duplicates:
 * the index still decides when two requests race.
 */
export function mapUniqueViolation(error: unknown, indexes: UniqueIndexFields): never {
  const constraint = uniqueViolationConstraint(error);
  const hit = constraint !== undefined && Object.hasOwn(indexes, constraint) ? indexes[constraint] : undefined;
  if (hit) {
    const [field, message] = hit;
    const errors: FieldErrors = { [field]: [message] };
    throw new AppError('VALIDATION', message, errors);
  }
  throw error;
}
