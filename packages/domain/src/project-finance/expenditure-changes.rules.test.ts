import { describe, expect, it } from 'vitest';
import { RoleId } from '../permissions/roles.js';
import { refusalFor, type Actor } from '../permissions/permissions.rules.js';
import { expenditureChangeRefusal } from './expenditure-changes.rules.js';

const actor = (roleIds: RoleId[], isSuperuser = false): Actor => ({ userId: 1, accountId: 1, isSuperuser, roleIds });
const entry = new Date('2024-05-01T08:00:00Z');
const hours = (h: number) => new Date(entry.getTime() + h * 3_600_000);

describe('changing a project expenditure (spec 2 §4)', () => {
  it('lets an accounting officer change it for less than a day, then gives the spec message', () => {
    const accountant = actor([RoleId.AccountingOfficer]);
    expect(expenditureChangeRefusal(accountant, entry, hours(23.99))).toBeNull();
    expect(expenditureChangeRefusal(accountant, entry, hours(24))).toBe('Expenditures cannot be modified after one day of entry.');
  });

  it('lets admins change it at any time', () => {
    expect(expenditureChangeRefusal(actor([RoleId.AccountHolder]), entry, hours(1000))).toBeNull();
    expect(expenditureChangeRefusal(actor([], true), entry, hours(1000))).toBeNull();
  });

  it('refuses inspectors and viewers even on the day of entry', () => {
    expect(expenditureChangeRefusal(actor([RoleId.ProjectInspector]), entry, hours(1))).toBe(refusalFor('expenditures.change'));
    expect(expenditureChangeRefusal(actor([RoleId.Viewer]), entry, hours(1))).toBe(refusalFor('expenditures.change'));
  });
});
