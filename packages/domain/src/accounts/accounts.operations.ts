import { defineOperations } from '../api/operation.js';
import { accountSchema, createAccountSchema, updateAccountSchema } from './accounts.schemas.js';

const tag = 'accounts';

/** The office's account (spec 1 §7): registration, its details and its rename. */
export const accountOperations = defineOperations({
  create: {
    method: 'POST',
    path: 'accounts/create/',
    tag,
    summary: "Register an office: its account and the account holder's user",
    access: 'public',
    body: createAccountSchema,
    status: 201,
    response: accountSchema,
    errors: [400, 429],
  },
  details: {
    method: 'GET',
    path: 'accounts/details',
    tag,
    summary: "The signed-in user's office account",
    // Reachable while inactive: the web reads `active` here to show its Inactive page.
    access: 'user',
    status: 200,
    response: accountSchema,
    errors: [401],
  },
  update: {
    method: 'PUT',
    path: 'accounts/update/',
    tag,
    summary: 'Rename the office (account holder only)',
    access: 'user',
    permission: 'account.update',
    body: updateAccountSchema,
    status: 200,
    response: accountSchema,
    errors: [400, 401, 403],
  },
});
