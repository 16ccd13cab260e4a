import { waitPhrase } from '../../lib/rate-limits.js';

/** Server-side answers of the accounts feature (the spec leaves their wording open). */
export const accountServiceMessages = {
  officeNameTaken: 'An account for this office already exists.',
  tooManyRegistrations: (retryAfterSeconds: number) =>
    `Too many registrations from this address. Please try again ${waitPhrase(retryAfterSeconds)}.`,
} as const;
