import { accountOperations } from '@subaybay/domain';
import type { LimitsConfig } from '../../config.js';
import { operationRoutes } from '../../lib/operations.js';
import { createAccountsService } from './accounts.service.js';

/** The accounts operations (declared in packages/domain/src/accounts/accounts.operations.ts). */
export const accountsRoutes = operationRoutes(accountOperations, (app, options: { limits: LimitsConfig }) => {
  const service = createAccountsService({ db: app.db, passwords: app.passwords, tokens: app.tokens, now: app.now, limits: options.limits });
  return {
    create: async ({ body, ip }) => service.registerAccount(body, ip),
    details: async ({ actor }) => service.getAccountDetails(actor),
    update: async ({ actor, body, ip }) => service.updateAccount(actor, body, ip),
  };
});
