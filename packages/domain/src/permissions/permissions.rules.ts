import { AppError } from '../common/errors.js';
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
 * enforces these with `requirePermission(actor, action)` (a 403 with the row's
 * refusal); the web hides or disables the matching controls with `can()` and
 * shows `refusalFor(action)` as the reason, so both say the same sentence.
 *
 * `admin` = superuser or account holder. Actions on "entries" with a one-day
 * window (accomplishment nodes, billings, variation orders, feature
 * accomplishments, expenditures) are governed here by who may act at all;
 * the window itself is `mayEditEntry`, and the `*.editAnyTime` rows carry the
 * spec's message for an entry past it.
 */
type Rule = { superuser: boolean; roles: readonly RoleId[] };
type PermissionRow = Rule & {
  /** Why the action is refused, as the 403's `detail` and the disabled control's tooltip. */
  refusal: string;
};
const ADMIN: Rule = { superuser: true, roles: [RoleId.AccountHolder] };
const ANY_USER: Rule = {
  superuser: true,
  roles: [RoleId.AccountHolder, RoleId.ProjectInspector, RoleId.AccountingOfficer, RoleId.Viewer],
};
const EDITORS: Rule = {
  superuser: true,
  roles: [RoleId.AccountHolder, RoleId.ProjectInspector, RoleId.AccountingOfficer],
};
const HOLDER_ONLY: Rule = { superuser: false, roles: [RoleId.AccountHolder] };
/** Admins and the project inspector: the office's engineering records. */
const ADMINS_AND_INSPECTORS: Rule = { superuser: true, roles: [RoleId.AccountHolder, RoleId.ProjectInspector] };
/** Admins and the accounting officer: the office's accounting records. */
const ADMINS_AND_ACCOUNTANTS: Rule = { superuser: true, roles: [RoleId.AccountHolder, RoleId.AccountingOfficer] };

/** Spec 3 §5: the message for a non-admin changing an entry a day old or older. */
const ENTRY_TOO_OLD = 'Cannot update or delete entries of more than one day old.';

export const permissionTable = {
  // spec 1 §6
  'settings.view': { ...HOLDER_ONLY, refusal: 'Only the account holder can open the account settings.' },
  'users.create': { ...HOLDER_ONLY, refusal: 'Only the account holder can create user accounts.' },
  'users.changeRoles': { ...HOLDER_ONLY, refusal: 'Only the account holder can change roles.' },
  'users.updateOthers': { ...HOLDER_ONLY, refusal: 'You can only update your own user account.' },
  'account.update': { ...HOLDER_ONLY, refusal: 'Only the account holder can update the account.' },
  // Silent in the spec: names are accounting settings, so admins and the accounting officer.
  'expenditureSourceNames.write': {
    ...ADMINS_AND_ACCOUNTANTS,
    refusal: 'Only the account holder or an accounting officer can add or change expenditure source names.',
  },
  'physicalSchedule.write': { ...ADMIN, refusal: 'Only an admin can add or change the physical schedule.' },
  'physicalAccomplishment.create': { ...EDITORS, refusal: 'A viewer cannot add physical accomplishments.' },
  'physicalAccomplishment.update': { ...EDITORS, refusal: 'A viewer cannot update physical accomplishments.' },
  'physicalAccomplishment.delete': { ...EDITORS, refusal: 'A viewer cannot delete physical accomplishments.' },
  'physicalAccomplishment.editAnyTime': { ...ADMIN, refusal: ENTRY_TOO_OLD },
  'suspensions.write': { ...ADMINS_AND_INSPECTORS, refusal: 'Only a project inspector or an admin can suspend or resume a contract.' },
  // spec 2 §6
  'projects.create': { ...HOLDER_ONLY, refusal: 'Only the account holder can add projects.' },
  'projects.update': { ...ADMIN, refusal: 'Only an admin can edit projects.' },
  'projects.delete': { ...ADMIN, refusal: 'Only an admin can delete projects.' },
  'projectFinance.write': {
    superuser: true,
    roles: [RoleId.AccountingOfficer],
    refusal: 'Only the super user or an accounting officer can change the financial sections of a project.',
  },
  // Silent in the spec. Systems are engineering records: admins and the project inspector.
  'systems.write': { ...ADMINS_AND_INSPECTORS, refusal: 'Only the account holder or a project inspector can add or change systems.' },
  // Silent in the spec. Fund sources are accounting records: admins and the accounting officer.
  'fundSources.write': { ...ADMINS_AND_ACCOUNTANTS, refusal: 'Only the account holder or an accounting officer can add or delete fund sources.' },
  'contracts.create': { ...ADMINS_AND_INSPECTORS, refusal: 'Only a project inspector or an admin can add contracts.' },
  // Spec 2 §6: editing or deleting an expenditure is for admins (at any time) and, within
  // the one-day window, for those who add them: the accounting officer.
  'expenditures.change': { ...ADMINS_AND_ACCOUNTANTS, refusal: 'Only an admin or an accounting officer can change or delete expenditures.' },
  // Spec 2 §8's info dialog.
  'expenditures.editAnyTime': { ...ADMIN, refusal: 'Expenditures cannot be modified after one day of entry.' },
  'reports.view': { ...ANY_USER, refusal: 'Only the users of this office can view its reports.' },
  // spec 3 §6
  // plus the contract's project in charge (checked by the contracts service)
  'contracts.update': { ...ADMIN, refusal: "Only an admin or the contract's project in charge can update the contract." },
  'contracts.changeContractor': { ...ADMIN, refusal: 'Only an admin can change the contractor.' },
  'contracts.changeProjectInCharge': { ...ADMIN, refusal: 'Only an admin can change the project in charge.' },
  // Not in the spec: a contract entered by mistake goes with every record against it.
  'contracts.delete': { ...ADMIN, refusal: 'Only an admin can delete a contract.' },
  'variationOrders.create': { ...ADMINS_AND_INSPECTORS, refusal: 'Only a project inspector or an admin can add variation orders.' },
  'variationOrders.update': { ...ADMINS_AND_INSPECTORS, refusal: 'Only a project inspector or an admin can update variation orders.' },
  'variationOrders.delete': { ...ADMINS_AND_INSPECTORS, refusal: 'Only a project inspector or an admin can delete variation orders.' },
  'variationOrders.editAnyTime': { ...ADMIN, refusal: ENTRY_TOO_OLD },
  'features.write': { ...EDITORS, refusal: 'A viewer cannot add or change physical features.' },
  'features.editAnyTime': { ...ADMIN, refusal: ENTRY_TOO_OLD },
  // Silent in the spec. Feature names are the office's engineering list: admins and the project inspector.
  'featureNames.write': {
    ...ADMINS_AND_INSPECTORS,
    refusal: 'Only the account holder or a project inspector can add, change or delete physical feature names.',
  },
  'contractors.create': { ...EDITORS, refusal: 'A viewer cannot add or change contractors.' },
  'billings.create': { ...EDITORS, refusal: 'A viewer cannot add billings.' },
  'billings.update': { ...EDITORS, refusal: 'A viewer cannot update billings.' },
  'billings.delete': { ...ADMIN, refusal: 'Only an admin can delete billings.' },
  // Spec 3 §4's info dialog for billings.
  'billings.editAnyTime': { ...ADMIN, refusal: 'Accomplishment cannot be edited after one day from input.' },
  // Silent in the spec; a viewer only views, so every role but the viewer.
  'timeExtensions.write': { ...EDITORS, refusal: 'A viewer cannot add or change time extensions.' },
  // Issue 21, silent on rights. Site photos are the engineers' evidence: admins and the project inspector
  // upload and change them (the accounting officer and the viewer read them); a delete keeps the one-day
  // window of other records, admins at any time.
  'contractPhotos.write': { ...ADMINS_AND_INSPECTORS, refusal: 'Only a project inspector or an admin can upload or change site photos.' },
  'contractPhotos.editAnyTime': { ...ADMIN, refusal: ENTRY_TOO_OLD },
  // The original file as uploaded, metadata and all, is for audit: the account holder only.
  'contractPhotos.viewOriginal': { ...HOLDER_ONLY, refusal: 'Only the account holder can download the original of a photo.' },
  'forum.post': { ...ANY_USER, refusal: 'Only the users of this office can post in the forum.' },
} as const satisfies Record<string, PermissionRow>;

export type Permission = keyof typeof permissionTable;

export function can(actor: Actor, permission: Permission): boolean {
  const rule: Rule = permissionTable[permission];
  if (rule.superuser && actor.isSuperuser) return true;
  return rule.roles.some((role) => actor.roleIds.includes(role));
}

/** The sentence that says why `permission` is refused: the 403's detail and the web's tooltip. */
export function refusalFor(permission: Permission): string {
  return permissionTable[permission].refusal;
}

/** Throws the 403 (`FORBIDDEN`, with the row's refusal) unless `can(actor, permission)`. */
export function requirePermission(actor: Actor, permission: Permission): void {
  if (!can(actor, permission)) throw new AppError('FORBIDDEN', refusalFor(permission));
}
