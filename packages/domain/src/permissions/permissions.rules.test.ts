import { describe, expect, it } from 'vitest';
import { RoleId } from './roles.js';
import { AppError } from '../common/errors.js';
import {
  can,
  EDIT_WINDOW_MS,
  isAdmin,
  isWithinEditWindow,
  mayEditEntry,
  permissionTable,
  refusalFor,
  requirePermission,
  type Actor,
  type Permission,
} from './permissions.rules.js';

const actor = (roleIds: number[], isSuperuser = false): Actor => ({ userId: 1, accountId: 1, isSuperuser, roleIds });
const superuser = actor([], true);
const accountHolder = actor([RoleId.AccountHolder]);
const inspector = actor([RoleId.ProjectInspector]);
const accounting = actor([RoleId.AccountingOfficer]);
const viewer = actor([RoleId.Viewer]);

describe('admin', () => {
  it('is the super user or the account holder', () => {
    expect(isAdmin(superuser)).toBe(true);
    expect(isAdmin(accountHolder)).toBe(true);
    expect(isAdmin(inspector)).toBe(false);
    expect(isAdmin(accounting)).toBe(false);
    expect(isAdmin(viewer)).toBe(false);
  });
});

describe('the one-day edit window (DOMAIN.md "Edit windows")', () => {
  const entry = new Date('2024-03-01T08:00:00Z');

  it('is open while now − entry_date < 24 h', () => {
    expect(isWithinEditWindow(entry, new Date(entry.getTime() + EDIT_WINDOW_MS - 1))).toBe(true);
    expect(isWithinEditWindow(entry, new Date(entry.getTime() + EDIT_WINDOW_MS))).toBe(false);
  });

  it('never closes for admins', () => {
    const later = new Date(entry.getTime() + 30 * EDIT_WINDOW_MS);
    expect(mayEditEntry(accountHolder, entry, later)).toBe(true);
    expect(mayEditEntry(superuser, entry, later)).toBe(true);
    expect(mayEditEntry(inspector, entry, later)).toBe(false);
    expect(mayEditEntry(inspector, entry, new Date(entry.getTime() + 1000))).toBe(true);
  });
});

describe('can()', () => {
  it('the viewer may only view reports and post in the forum', () => {
    const allowed = (Object.keys(permissionTable) as Permission[]).filter((permission) => can(viewer, permission));
    expect(allowed.sort()).toEqual(['forum.post', 'reports.view']);
  });

  it('follows the spec for schedules, suspensions and money', () => {
    expect(can(accountHolder, 'physicalSchedule.write')).toBe(true);
    expect(can(inspector, 'physicalSchedule.write')).toBe(false);
    expect(can(inspector, 'suspensions.write')).toBe(true);
    expect(can(accounting, 'suspensions.write')).toBe(false);
    expect(can(accounting, 'projectFinance.write')).toBe(true);
    expect(can(accountHolder, 'projectFinance.write')).toBe(false);
    expect(can(superuser, 'projectFinance.write')).toBe(true);
    expect(can(inspector, 'billings.delete')).toBe(false);
    expect(can(accountHolder, 'billings.delete')).toBe(true);
  });

  it('keeps account settings to the account holder, not the super user', () => {
    expect(can(accountHolder, 'settings.view')).toBe(true);
    expect(can(superuser, 'settings.view')).toBe(false);
    expect(can(superuser, 'projects.create')).toBe(false);
  });
});

describe('refusals', () => {
  const permissions = Object.keys(permissionTable) as Permission[];

  it('every permission says why it is refused, in one sentence', () => {
    for (const permission of permissions) expect(refusalFor(permission), permission).toMatch(/^[A-Z].+\.$/);
  });

  it('keeps the spec\'s wording where it gives one', () => {
    expect(refusalFor('variationOrders.editAnyTime')).toBe('Cannot update or delete entries of more than one day old.');
    expect(refusalFor('features.editAnyTime')).toBe('Cannot update or delete entries of more than one day old.');
    expect(refusalFor('expenditures.editAnyTime')).toBe('Expenditures cannot be modified after one day of entry.');
    expect(refusalFor('billings.editAnyTime')).toBe('Accomplishment cannot be edited after one day from input.');
  });

  it('requirePermission throws the 403 with the refusal, and passes when can() says yes', () => {
    expect(() => requirePermission(accountHolder, 'users.create')).not.toThrow();
    try {
      requirePermission(viewer, 'users.create');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('FORBIDDEN');
      expect((error as AppError).detail).toBe('Only the account holder can create user accounts.');
    }
    for (const permission of permissions) {
      if (!can(viewer, permission)) expect(() => requirePermission(viewer, permission)).toThrow(refusalFor(permission));
    }
  });
});

describe('a record kind whose create row guarded its update has its own update row', () => {
  it.each([
    ['billings.create', 'billings.update'],
    ['physicalAccomplishment.create', 'physicalAccomplishment.update'],
    ['physicalAccomplishment.create', 'physicalAccomplishment.delete'],
    ['variationOrders.create', 'variationOrders.update'],
    ['variationOrders.create', 'variationOrders.delete'],
  ] as const)('%s and %s: the same rule, a refusal that names the action', (create, other) => {
    for (const person of [superuser, accountHolder, inspector, accounting, viewer]) expect(can(person, other)).toBe(can(person, create));
    expect(refusalFor(other)).not.toBe(refusalFor(create));
    expect(refusalFor(other)).toMatch(other.endsWith('update') ? /update/ : /delete/);
  });
});
