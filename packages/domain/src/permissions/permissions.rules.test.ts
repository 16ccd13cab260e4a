import { describe, expect, it } from 'vitest';
import { RoleId } from './roles.js';
import { can, EDIT_WINDOW_MS, isAdmin, isWithinEditWindow, mayEditEntry, permissionTable, type Actor, type Permission } from './permissions.rules.js';

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
