import { accountMessages } from '@subaybay/domain';

/** Server-side answers of the user-accounts feature (the spec leaves their wording open). */
export const userAccountMessages = {
  keepOneRole: 'A user must keep at least one role.',
  keepOneHolder: 'The account must keep at least one account holder.',
  invalidRole: 'Role must be Admin (1), Project Inspector (2), Accounting Officer (3) or Viewer (5).',
  usernameTaken: accountMessages.usernameTaken,
  passwordUpdated: 'Password updated successfully!',
  cannotFollowSelf: 'You cannot follow yourself.',
  nowFollowing: (username: string) => `You are now following ${username}.`,
} as const;
