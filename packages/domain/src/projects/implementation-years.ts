/**
 * A sane range for an implementation year: a typo such as 224 or 20024 is refused, not stored.
 * Free of zod: the web's shell reads years from addresses and must not load the schemas.
 */
export const MIN_IMPLEMENTATION_YEAR = 1990;
export const MAX_IMPLEMENTATION_YEAR = 2100;
