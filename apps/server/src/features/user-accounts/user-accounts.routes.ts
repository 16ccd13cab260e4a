import { userAccountOperations } from '@subaybay/domain';
import type { LimitsConfig } from '../../config.js';
import { operationRoutes } from '../../lib/operations.js';
import { createAuthService } from '../auth/auth.service.js';
import { createUserAccountsService } from './user-accounts.service.js';

/**
 * The user-accounts operations (declared in packages/domain/src/user-accounts/user-accounts.operations.ts).
 * They stay reachable for an inactive account (access `user`): the profile and
 * password pages work while renewal is pending.
 */
export const userAccountsRoutes = operationRoutes(userAccountOperations, (app, options: { limits: LimitsConfig }) => {
  const auth = createAuthService({ db: app.db, passwords: app.passwords, tokens: app.tokens, now: app.now, limits: options.limits });
  const service = createUserAccountsService({
    db: app.db,
    passwords: app.passwords,
    tokens: app.tokens,
    now: app.now,
    startSessionFor: auth.startSessionFor,
    verifyCurrentPassword: auth.verifyCurrentPassword,
  });
  return {
    list: async ({ actor }) => service.listUserAccounts(actor),
    isAccountHolder: async ({ actor }) => service.isAccountHolder(actor),
    projectInspectors: async ({ actor }) => service.listProjectInspectors(actor),
    one: async ({ actor, params }) => service.getUserAccount(actor, params.userId),
    create: async ({ actor, body, ip }) => service.createUserAccount(actor, body, ip),
    update: async ({ actor, body, ip }) => service.updateUserAccount(actor, body, ip),
    updatePassword: async ({ actor, body, ip }) => service.updateOwnPassword(actor, body, ip),
    follow: async ({ actor, body, ip }) => service.followUser(actor, body, ip),
  };
});
