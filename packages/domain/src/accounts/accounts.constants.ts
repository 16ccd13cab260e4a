// Plain values, no zod: the web app's shell and landing page read them without
// loading the schemas (packages/domain is side-effect free, see package.json).

/** Messages of spec 1 §5, kept once here for the server and the web forms. */
export const accountMessages = {
  usernameRequired: 'Username is required.',
  passwordRequired: 'Password is required.',
  officeNameRequired: 'Office name is required.',
  officeNameMin: 'Office name must be atleast 5 characters.',
  usernameMin: 'Username must be atleast 5 characters.',
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  passwordMin: 'Password must be atleast 8 characters.',
  repeatPasswordRequired: 'Repeat password is required.',
  passwordMismatch: "Password didn't match",
  subscriptionTypeRequired: 'Subscription type is required.',
  agreeToTerms: 'You must agree to the Terms of Service to be able to create an account.',
  roleRequired: 'Role is required.',
  positionRequired: 'Position is required.',
  invalidCredentials: 'Invalid username or password. Please check your credentials and try again.',
  /** A 400 on `username` at registration and when adding a user: usernames are unique across offices. */
  usernameTaken: 'This username is already taken.',
  /** The 403 of a feature route while the office's account is inactive; the web sends the user to /inactive on it. */
  accountInactive: "This office's account is inactive. Please contact support to renew the subscription.",
} as const;

export const MIN_OFFICE_NAME = 5;
export const MIN_USERNAME = 5;
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;
export const MAX_USERNAME = 150;
export const MAX_OFFICE_NAME = 200;
export const MAX_PERSON_NAME = 150;
export const MAX_EMAIL = 254;
/**
 * Usernames are ASCII letters, digits and . _ @ + - (Django's alphabet without
 * its Unicode letters): compared ignoring case, they compare the same in
 * JavaScript and in PostgreSQL, so every username that can be created can sign in.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@+-]+$/;
export const usernameAlphabetMessage = 'Username may contain only letters (a–z), digits and the characters . _ @ + -';
/** Only subscription type id 1 (Monthly) is offered at registration. */
export const OFFERED_SUBSCRIPTION_TYPE_ID = 1;
export const MONTHLY_PRICE_PESOS = '15790.00';
