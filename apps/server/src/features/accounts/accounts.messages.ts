/** Server-side answers of the accounts feature (the spec leaves their wording open). */
export const accountServiceMessages = {
  officeNameTaken: 'An account for this office already exists.',
  tooManyRegistrations: 'Too many registrations from this address. Please try again later.',
} as const;
