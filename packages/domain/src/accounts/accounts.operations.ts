import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import { accountSchema, createAccountSchema, updateAccountSchema } from './accounts.schemas.js';

const registration = operationFamily({ tag: 'accounts', access: 'public' });
/** Reachable while the office is inactive: the web reads `active` here to show its Inactive page. */
const account = operationFamily({ tag: 'accounts', access: 'user' });

/** The office's account (spec 1 §7): registration, its details and its rename. */
export const accountOperations = defineOperations({
  // Registrations are limited per address (429).
  create: registration.create('accounts/create/', createAccountSchema, accountSchema, "Register an office: its account and the account holder's user", {
    extraErrors: [429],
  }),
  details: account.read('accounts/details', accountSchema, "The signed-in user's office account"),
  update: account.update('accounts/update/', updateAccountSchema, accountSchema, 'Rename the office (account holder only)', { permission: 'account.update' }),
});
