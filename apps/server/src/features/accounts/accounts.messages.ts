/** Server-side answers of the accounts feature (the spec leaves their wording open). */
export const accountServiceMessages = {
  officeNameTaken: 'An account for this office already exists.',
} as const;
