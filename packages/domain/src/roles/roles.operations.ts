import { z } from 'zod';
import { defineOperations } from '../api/operation.js';
import { roleSchema } from '../user-accounts/user-accounts.schemas.js';

/** The roles a user can hold (spec 1 §7), for the user account forms. */
export const roleOperations = defineOperations({
  list: {
    method: 'GET',
    path: 'roles/',
    tag: 'roles',
    summary: 'The roles a user can hold (the account holder is shown as Admin)',
    access: 'user',
    status: 200,
    response: z.array(roleSchema),
    errors: [401],
  },
});
