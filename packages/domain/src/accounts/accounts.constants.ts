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
  /** The 403 of a feature route while the office's account is inactive; the web sends the user to /inactive on it. */
  accountInactive: "This office's account is inactive. Please contact support to renew the subscription.",
} as const;

export const MIN_OFFICE_NAME = 5;
export const MIN_USERNAME = 5;
export const MIN_PASSWORD = 8;
/** Only subscription type id 1 (Monthly) is offered at registration. */
export const OFFERED_SUBSCRIPTION_TYPE_ID = 1;
export const MONTHLY_PRICE_PESOS = '15790.00';
