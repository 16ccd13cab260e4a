import { z } from 'zod';
import { defineOperations } from '../api/operation.js';
import { idParam } from '../common/ids.js';
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

const tag = 'user-accounts';

/**
 * Users of the signed-in office (spec 1 §7). These stay reachable for an
 * inactive account (access `user`): the profile and password pages work while
 * renewal is pending.
 */
export const userAccountOperations = defineOperations({
  list: {
    method: 'GET',
    path: 'user-accounts/',
    tag,
    summary: "The office's users",
    access: 'user',
    status: 200,
    response: z.array(userSchema),
    errors: [401],
  },
  isAccountHolder: {
    method: 'GET',
    path: 'user-accounts/is-account-holder',
    tag,
    summary: 'Whether the signed-in user is the account holder',
    access: 'user',
    status: 200,
    response: z.object({ account_holder: z.boolean() }),
    errors: [401],
  },
  projectInspectors: {
    method: 'GET',
    path: 'user-accounts/project-inspectors',
    tag,
    summary: "The office's project inspectors",
    access: 'user',
    status: 200,
    response: z.array(projectInspectorSchema),
    errors: [401],
  },
  one: {
    method: 'GET',
    path: 'user-accounts/{userId}',
    tag,
    summary: 'One user of the office',
    access: 'user',
    params: z.object({ userId: idParam }),
    status: 200,
    response: userSchema,
    errors: [401, 404],
  },
  create: {
    method: 'POST',
    path: 'user-accounts/create/',
    tag,
    summary: 'Add a user to the office (account holder only)',
    access: 'user',
    permission: 'users.create',
    body: createUserSchema,
    status: 201,
    response: userSchema,
    errors: [400, 401, 403],
  },
  update: {
    method: 'PUT',
    path: 'user-accounts/update/',
    tag,
    summary: 'Edit a user; others and role ticks only by the account holder',
    access: 'user',
    body: updateUserSchema,
    status: 200,
    response: userSchema,
    errors: [400, 401, 403, 404],
  },
  updatePassword: {
    method: 'PUT',
    path: 'user-accounts/update-password/',
    tag,
    summary: "Change the signed-in user's own password (the current one is required)",
    description:
      'Ends every session of the user and answers a new token pair for this one. ' +
      'A wrong current password counts as a failed sign-in of the user from this address (429 with `Retry-After` past the limit).',
    access: 'user',
    body: updatePasswordSchema,
    status: 200,
    response: passwordUpdatedSchema,
    errors: [400, 401, 403, 429],
  },
  follow: {
    method: 'POST',
    path: 'user-accounts/follow/',
    tag,
    summary: 'Follow another user of the office',
    access: 'user',
    body: followSchema,
    status: 200,
    response: detailSchema,
    errors: [400, 401, 404],
  },
});
