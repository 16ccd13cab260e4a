import { z } from 'zod';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import { roleSchema } from '../user-accounts/user-accounts.schemas.js';

/** The roles a user can hold (spec 1 §7), for the user account forms. */
export const roleOperations = defineOperations({
  list: operationFamily({ tag: 'roles', access: 'user' }).read(
    'roles/',
    z.array(roleSchema),
    'The roles a user can hold (the account holder is shown as Admin)',
  ),
});
