import {
  AppError,
  fieldError,
  isAccountHolder,
  isRoleId,
  requirePermission,
  RoleId,
  passwordChangeMessages,
  roleNames,
  type CreateUserInput,
  type PasswordUpdated,
  type UpdatePasswordInput,
  type UpdateUserInput,
  type User,
} from '@subaybay/domain';
import type { Database } from '../../db/client.js';
import { mapUniqueViolation } from '../../db/unique-violations.js';
import type { ServiceDeps } from '../../lib/deps.js';
import { endSessionsOfUser } from '../../lib/sessions.js';
import { isDatabaseId } from '../../lib/http.js';
import type { AuthActor } from '../../plugins/auth.js';
import { NOT_FOUND } from '../../plugins/error-handler.js';
import { insertActorActivity } from '../../lib/activity-log.js';
import { userAccountMessages as messages } from './user-accounts.messages.js';
import {
  countUsersWithRole,
  findPasswordHash,
  findUser,
  insertFollow,
  insertUser,
  isUsernameTaken,
  USERNAME_UNIQUE_INDEX,
  listUsers,
  listUsersWithRole,
  lockAccount,
  replaceRoles,
  updateUser,
  type NewUser,
  type UserPatch,
  type UserRow,
} from './user-accounts.repository.js';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    position: row.position,
    roles: row.roleIds.filter(isRoleId).map((id) => ({ id, name: roleNames[id] })),
    is_superuser: row.isSuperuser,
    is_active: row.isActive,
    monitored_contracts: row.monitoredContracts,
    last_login: row.lastLogin ? row.lastLogin.toISOString() : null,
  };
}

/** For `accounts/create/`: usernames are global, so a new office's holder needs a free one. */
export function isUsernameInUse(db: Database, username: string): Promise<boolean> {
  return isUsernameTaken(db, username);
}

/** For `accounts/create/`: the new office's account holder, inserted in the registration's transaction. */
export function insertAccountHolder(tx: Database, user: NewUser): Promise<number> {
  return insertUser(tx, user, [RoleId.AccountHolder]);
}

/** The role ticks of `user-accounts/update/` and the role each stands for. */
const roleFlags = [
  ['is_account_holder', RoleId.AccountHolder],
  ['is_project_inspector', RoleId.ProjectInspector],
  ['is_financial_encoder', RoleId.AccountingOfficer],
  ['is_viewer', RoleId.Viewer],
] as const;

/** The roles after applying the ticks that were sent; an absent tick keeps that role as it is. */
function rolesAfterTicks(current: readonly number[], input: UpdateUserInput): number[] {
  const next = new Set(current);
  for (const [flag, roleId] of roleFlags) {
    const ticked = input[flag];
    if (ticked === true) next.add(roleId);
    if (ticked === false) next.delete(roleId);
  }
  return [...next].sort((a, b) => a - b);
}

const sameRoles = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((role, index) => role === b[index]);

const notFound = () => new AppError('NOT_FOUND', NOT_FOUND);

export function createUserAccountsService(
  deps: ServiceDeps & {
    /** Starts a new session after the user changed their own password (the auth service's). */
    startSessionFor(user: { userId: number; accountId: number }, ip: string): Promise<{ access: string; refresh: string }>;
    /** Checks a password under the sign-in limits (the auth service's): a wrong one counts as a failed sign-in. */
    verifyCurrentPassword(user: { username: string; passwordHash: string }, password: string, ip: string): Promise<boolean>;
  },
) {
  const { db } = deps;

  async function getUserOrFail(accountId: number, userId: number): Promise<UserRow> {
    const row = isDatabaseId(userId) ? await findUser(db, accountId, userId) : undefined;
    if (!row) throw notFound();
    return row;
  }

  return {
    async listUserAccounts(actor: AuthActor): Promise<User[]> {
      return (await listUsers(db, actor.accountId)).map(toUser);
    },

    async getUserAccount(actor: AuthActor, userId: number): Promise<User> {
      return toUser(await getUserOrFail(actor.accountId, userId));
    },

    isAccountHolder(actor: AuthActor): { account_holder: boolean } {
      return { account_holder: isAccountHolder(actor) };
    },

    async listProjectInspectors(actor: AuthActor): Promise<Array<{ id: number; first_name: string; last_name: string }>> {
      const rows = await listUsersWithRole(db, actor.accountId, RoleId.ProjectInspector);
      return rows.map((row) => ({ id: row.id, first_name: row.firstName, last_name: row.lastName }));
    },

    /** Only the account holder (the operation's `users.create` row, checked before this runs). */
    async createUserAccount(actor: AuthActor, input: CreateUserInput, ip: string | null): Promise<User> {
      if (!isRoleId(input.role_id)) throw fieldError('role_id', messages.invalidRole);
      const username = input.username.trim();
      if (await isUsernameTaken(db, username)) throw fieldError('username', messages.usernameTaken);
      const passwordHash = await deps.passwords.hash(input.password);
      try {
        const userId = await db.transaction(async (tx) => {
          const id = await insertUser(tx, { accountId: actor.accountId, username, passwordHash }, [input.role_id]);
          await insertActorActivity(tx, actor, `User account created: ${username}`, { objectType: 'user', ip });
          return id;
        });
        return toUser(await getUserOrFail(actor.accountId, userId));
      } catch (error) {
        // Two registrations racing for one username: the index decides, the answer stays a 400.
        return mapUniqueViolation(error, { [USERNAME_UNIQUE_INDEX]: ['username', messages.usernameTaken] });
      }
    },

    async updateUserAccount(actor: AuthActor, input: UpdateUserInput, ip: string | null): Promise<User> {
      const editingSelf = input.id === actor.userId;
      if (!editingSelf) requirePermission(actor, 'users.updateOthers');
      const target = await getUserOrFail(actor.accountId, input.id);
      // Without the current password a stolen session could lock its owner out.
      if (editingSelf && input.password) throw fieldError('password', passwordChangeMessages.ownPasswordThroughChange);
      const activeChange = input.is_active !== undefined && input.is_active !== target.isActive;
      if (activeChange) requirePermission(actor, 'users.updateOthers');
      if (activeChange && editingSelf) throw fieldError('is_active', passwordChangeMessages.cannotDeactivateSelf);

      const nextRoles = rolesAfterTicks(target.roleIds, input);
      const rolesChange = !sameRoles(nextRoles, target.roleIds);
      if (rolesChange) requirePermission(actor, 'users.changeRoles');
      if (nextRoles.length === 0) throw new AppError('VALIDATION', messages.keepOneRole);

      const patch: UserPatch = {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        position: input.position,
      };
      if (input.password) patch.passwordHash = await deps.passwords.hash(input.password);
      if (activeChange) patch.isActive = input.is_active;

      await db.transaction(async (tx) => {
        if (rolesChange) {
          await lockAccount(tx, actor.accountId);
          const losesHolder = target.roleIds.includes(RoleId.AccountHolder) && !nextRoles.includes(RoleId.AccountHolder);
          if (losesHolder && (await countUsersWithRole(tx, actor.accountId, RoleId.AccountHolder, target.id)) === 0) {
            throw new AppError('VALIDATION', messages.keepOneHolder);
          }
          await replaceRoles(tx, target.id, nextRoles);
        }
        await updateUser(tx, actor.accountId, target.id, patch);
        // A reset password or a deactivation signs the user out everywhere, at once.
        if (patch.passwordHash) await endSessionsOfUser(tx, { id: target.id, accountId: actor.accountId }, 'password reset', deps.now());
        if (patch.isActive === false) await endSessionsOfUser(tx, { id: target.id, accountId: actor.accountId }, 'user deactivated', deps.now());
        await insertActorActivity(tx, actor, `Update user account: ${target.username}`, { objectType: 'user', ip });
      });
      return toUser(await getUserOrFail(actor.accountId, target.id));
    },

    /**
     * `user-accounts/update-password/`: always the caller's own password, and only with
     * the current one. Every session of the user ends (a thief's too); the caller gets a new pair.
     */
    async updateOwnPassword(actor: AuthActor, input: UpdatePasswordInput, ip: string): Promise<PasswordUpdated> {
      const currentHash = await findPasswordHash(db, actor.accountId, actor.userId);
      const currentMatches =
        currentHash !== undefined && (await deps.verifyCurrentPassword({ username: actor.username, passwordHash: currentHash }, input.current_password, ip));
      if (!currentMatches) {
        throw fieldError('current_password', passwordChangeMessages.currentPasswordWrong);
      }
      const passwordHash = await deps.passwords.hash(input.new_password);
      await db.transaction(async (tx) => {
        await updateUser(tx, actor.accountId, actor.userId, { passwordHash });
        await endSessionsOfUser(tx, { id: actor.userId, accountId: actor.accountId }, 'password changed', deps.now());
        await insertActorActivity(tx, actor, 'Changed password.', { ip });
      });
      const tokens = await deps.startSessionFor(actor, ip);
      return { detail: messages.passwordUpdated, ...tokens };
    },

    async followUser(actor: AuthActor, input: { user_id: number }, ip: string | null): Promise<{ detail: string }> {
      const target = await getUserOrFail(actor.accountId, input.user_id);
      if (target.id === actor.userId) throw fieldError('user_id', messages.cannotFollowSelf);
      await db.transaction(async (tx) => {
        const isNew = await insertFollow(tx, actor.accountId, actor.userId, target.id);
        if (isNew) await insertActorActivity(tx, actor, `Follow user: ${target.username}`, { objectType: 'user', ip });
      });
      return { detail: messages.nowFollowing(target.username) };
    },
  };
}
