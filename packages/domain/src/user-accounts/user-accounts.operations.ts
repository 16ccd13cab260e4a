import { z } from 'zod';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import { idParam } from '../common/id.schemas.js';
import { detailSchema } from '../common/http.schemas.js';
import {
  createUserSchema,
  followSchema,
  passwordUpdatedSchema,
  projectInspectorSchema,
  updatePasswordSchema,
  updateUserSchema,
  userSchema,
} from './user-accounts.schemas.js';

/** Reachable for an inactive account (access `user`): the profile and password pages work while renewal is pending. */
const users = operationFamily({ tag: 'user-accounts', access: 'user' });

/** Users of the signed-in office (spec 1 §7). */
export const userAccountOperations = defineOperations({
  list: users.read('user-accounts/', z.array(userSchema), "The office's users"),
  isAccountHolder: users.read('user-accounts/is-account-holder', z.object({ account_holder: z.boolean() }), 'Whether the signed-in user is the account holder'),
  projectInspectors: users.read('user-accounts/project-inspectors', z.array(projectInspectorSchema), "The office's project inspectors"),
  one: users.read('user-accounts/{userId}', userSchema, 'One user of the office', { params: z.object({ userId: idParam }) }),
  create: users.create('user-accounts/create/', createUserSchema, userSchema, 'Add a user to the office (account holder only)', { permission: 'users.create' }),
  // The user to edit is named in the body: another office's is a 404, another user's change without the holder's right a 403.
  update: users.update('user-accounts/update/', updateUserSchema, userSchema, 'Edit a user; others and role ticks only by the account holder', {
    extraErrors: [403, 404],
  }),
  updatePassword: users.update(
    'user-accounts/update-password/',
    updatePasswordSchema,
    passwordUpdatedSchema,
    "Change the signed-in user's own password (the current one is required)",
    {
      description:
        'Ends every session of the user and answers a new token pair for this one. ' +
        'A wrong current password counts as a failed sign-in of the user from this address (429 with `Retry-After` past the limit).',
      extraErrors: [403, 429],
    },
  ),
  // The user to follow is named in the body.
  follow: users.post('user-accounts/follow/', followSchema, detailSchema, 'Follow another user of the office', { extraErrors: [404] }),
});
