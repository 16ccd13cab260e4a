import { RoleId } from './roles.js';

/** What the rules need to know about the person acting. */
export interface Actor {
  userId: number;
  accountId: number;
  isSuperuser: boolean;
  roleIds: readonly number[];
}

export function hasRole(actor: Actor, role: RoleId): boolean {
  return actor.roleIds.includes(role);
}

export function isAccountHolder(actor: Actor): boolean {
  return hasRole(actor, RoleId.AccountHolder);
}

/** "Admin means superuser or account holder" (spec 1 §6, spec 3 §6). */
export function isAdmin(actor: Actor): boolean {
  return actor.isSuperuser || isAccountHolder(actor);
}

/** The one-day edit window (DOMAIN.md "Edit windows"). */
export const EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** True while a non-admin may still change an entry made at `entryDate`. */
export function isWithinEditWindow(entryDate: Date, now: Date = new Date()): boolean {
  return now.getTime() - entryDate.getTime() < EDIT_WINDOW_MS;
}

/** Admins may always edit; others only within the window. */
export function mayEditEntry(actor: Actor, entryDate: Date, now: Date = new Date()): boolean {
  return isAdmin(actor) || isWithinEditWindow(entryDate, now);
}

/**
 * Every role check of the three spec documents, in one table. The server
 * enforces these with `can(actor, action)`; the web hides or disables the
 * matching controls with the same call.
 *
 * `admin` = superuser or account holder. Actions on "entries" with a one-day
 * window (accomplishment nodes, billings, variation orders, feature
 * accomplishments, expenditures) are governed here by who may act at all;
 * the window itself is `mayEditEntry`.
 */
type Rule = { superuser: boolean; roles: readonly RoleId[] };
const ADMIN: Rule = { superuser: true, roles: [RoleId.AccountHolder] };
const ANY_USER: Rule = {
  superuser: true,
  roles: [RoleId.AccountHolder, RoleId.ProjectInspector, RoleId.AccountingOfficer, RoleId.Viewer],
};
const EDITORS: Rule = {
  superuser: true,
  roles: [RoleId.AccountHolder, RoleId.ProjectInspector, RoleId.AccountingOfficer],
};

export const permissionTable = {
  // spec 1 §6
  'settings.view': { superuser: false, roles: [RoleId.AccountHolder] },
  'users.create': { superuser: false, roles: [RoleId.AccountHolder] },
  'users.changeRoles': { superuser: false, roles: [RoleId.AccountHolder] },
  'users.updateOthers': { superuser: false, roles: [RoleId.AccountHolder] },
  'account.update': { superuser: false, roles: [RoleId.AccountHolder] },
  // Silent in the spec: names are accounting settings, so admins and the accounting officer.
  'expenditureSourceNames.write': { superuser: true, roles: [RoleId.AccountHolder, RoleId.AccountingOfficer] },
  'physicalSchedule.write': ADMIN,
  'physicalAccomplishment.create': EDITORS,
  'physicalAccomplishment.editAnyTime': ADMIN,
  'suspensions.write': { superuser: true, roles: [RoleId.AccountHolder, RoleId.ProjectInspector] },
  // spec 2 §6
  'projects.create': { superuser: false, roles: [RoleId.AccountHolder] },
  'projects.update': ADMIN,
  'projects.delete': ADMIN,
  'projectFinance.write': { superuser: true, roles: [RoleId.AccountingOfficer] },
  'contracts.create': { superuser: true, roles: [RoleId.AccountHolder, RoleId.ProjectInspector] },
  'expenditures.editAnyTime': ADMIN,
  'reports.view': ANY_USER,
  // spec 3 §6
  'contracts.update': ADMIN, // plus the contract's project in charge (checked by the contracts service)
  'contracts.changeContractor': ADMIN,
  'contracts.changeProjectInCharge': ADMIN,
  'variationOrders.create': { superuser: true, roles: [RoleId.AccountHolder, RoleId.ProjectInspector] },
  'variationOrders.editAnyTime': ADMIN,
  'features.write': EDITORS,
  'features.editAnyTime': ADMIN,
  'contractors.create': EDITORS,
  'billings.create': EDITORS,
  'billings.delete': ADMIN,
  'billings.editAnyTime': ADMIN,
  // Silent in the spec; a viewer only views, so every role but the viewer.
  'timeExtensions.write': EDITORS,
  'forum.post': ANY_USER,
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof permissionTable;

export function can(actor: Actor, permission: Permission): boolean {
  const rule: Rule = permissionTable[permission];
  if (rule.superuser && actor.isSuperuser) return true;
  return rule.roles.some((role) => actor.roleIds.includes(role));
}
