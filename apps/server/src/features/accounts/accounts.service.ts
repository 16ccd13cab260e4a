import {
  accountMessages,
  addMonths,
  AppError,
  OFFERED_SUBSCRIPTION_TYPE_ID,
  RateLimitedError,
  todayInManila,
  type Account,
  type CreateAccountInput,
  type FieldErrors,
  type UpdateAccountInput,
} from '@subaybay/domain';
import { USERNAME_UNIQUE_INDEX } from '../../db/schema/users.js';
import { mapUniqueViolation } from '../../db/unique-violations.js';
import type { LimitsConfig } from '../../config.js';
import type { ServiceDeps } from '../../lib/deps.js';
import { countHit, secondsUntil } from '../../lib/rate-limits.js';
import type { AuthActor } from '../../plugins/auth.js';
import { NOT_FOUND } from '../../plugins/error-handler.js';
import { insertActivity, insertActorActivity } from '../../lib/activity-log.js';
import { insertAccountHolder, isUsernameInUse } from '../user-accounts/user-accounts.service.js';
import { accountServiceMessages as messages } from './accounts.messages.js';
import {
  findAccount,
  insertAccount,
  isOfficeNameTaken,
  OFFICE_NAME_UNIQUE_INDEX,
  updateOfficeName,
  type AccountRow,
} from './accounts.repository.js';

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    office_name: row.officeName,
    subscription_type: { id: row.subscriptionTypeId, name: row.subscriptionTypeName },
    next_renewal: row.nextRenewal,
    created_on: row.createdOn.toISOString(),
    active: row.active,
  };
}

/** A 400 naming every field that collides, `detail` repeating the first. */
function duplicateError(errors: FieldErrors): AppError {
  const first = Object.values(errors)[0]?.[0] ?? messages.officeNameTaken;
  return new AppError('VALIDATION', first, errors);
}

export function createAccountsService(deps: ServiceDeps & { limits: LimitsConfig }) {
  const { db } = deps;

  async function getAccountOrFail(accountId: number): Promise<AccountRow> {
    const row = await findAccount(db, accountId);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return row;
  }

  return {
    /**
     * `accounts/create/`: the office's account and its account holder in one
     * transaction, so a failure leaves neither. The first renewal is due one
     * month after registration.
     */
    async registerAccount(input: CreateAccountInput, ip: string): Promise<Account> {
      // Every attempt counts: this answer says whether a username or office name exists.
      const now = deps.now();
      const attempts = await countHit(db, `register:ip:${ip}`, deps.limits.registrationWindowMs, now);
      if (attempts.count > deps.limits.registrationsPerAddress) {
        const retryAfterSeconds = secondsUntil(attempts.resetAt, now);
        throw new RateLimitedError(messages.tooManyRegistrations(retryAfterSeconds), retryAfterSeconds);
      }
      const officeName = input.office_name.trim();
      const username = input.username.trim();
      const errors: FieldErrors = {};
      if (await isOfficeNameTaken(db, officeName)) errors.office_name = [messages.officeNameTaken];
      if (await isUsernameInUse(db, username)) errors.username = [accountMessages.usernameTaken];
      if (Object.keys(errors).length > 0) throw duplicateError(errors);

      const passwordHash = await deps.passwords.hash(input.password);
      const registeredOn = todayInManila(deps.now());
      try {
        const accountId = await db.transaction(async (tx) => {
          const id = await insertAccount(tx, {
            officeName,
            subscriptionTypeId: input.subscription_type_id ?? OFFERED_SUBSCRIPTION_TYPE_ID,
            nextRenewal: addMonths(registeredOn, 1),
          });
          const userId = await insertAccountHolder(tx, {
            accountId: id,
            username,
            passwordHash,
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
          });
          await insertActivity(tx, { accountId: id, userId, action: `Account created: ${officeName}`, actionObjectType: 'account', ipAddress: ip });
          return id;
        });
        return toAccount(await getAccountOrFail(accountId));
      } catch (error) {
        // Another registration won a race for the same name: still a 400 saying which.
        return mapUniqueViolation(error, {
          [OFFICE_NAME_UNIQUE_INDEX]: ['office_name', messages.officeNameTaken],
          [USERNAME_UNIQUE_INDEX]: ['username', accountMessages.usernameTaken],
        });
      }
    },

    async getAccountDetails(actor: AuthActor): Promise<Account> {
      return toAccount(await getAccountOrFail(actor.accountId));
    },

    /** Only the account holder (the operation's `account.update` row, checked before this runs). */
    async updateAccount(actor: AuthActor, input: UpdateAccountInput, ip: string | null): Promise<Account> {
      const officeName = input.office_name.trim();
      if (await isOfficeNameTaken(db, officeName, actor.accountId)) {
        throw duplicateError({ office_name: [messages.officeNameTaken] });
      }
      try {
        await db.transaction(async (tx) => {
          await updateOfficeName(tx, actor.accountId, officeName);
          await insertActorActivity(tx, actor, `Update account: ${officeName}`, { objectType: 'account', ip });
        });
      } catch (error) {
        mapUniqueViolation(error, { [OFFICE_NAME_UNIQUE_INDEX]: ['office_name', messages.officeNameTaken] });
      }
      return toAccount(await getAccountOrFail(actor.accountId));
    },
  };
}
