import { can, mayEditEntry, refusalFor, type Actor } from '../permissions/permissions.rules.js';

/**
 * Who may change or delete a project expenditure (spec 2 §4, §6): an admin
 * (super user or account holder) at any time; an accounting officer only
 * while the entry is less than a day old. Returns the refusal to show (the
 * 403's detail, the web's info dialog), or null when allowed.
 */
export function expenditureChangeRefusal(actor: Actor, entryDate: Date, now: Date): string | null {
  if (!can(actor, 'expenditures.change')) return refusalFor('expenditures.change');
  if (!mayEditEntry(actor, entryDate, now)) return refusalFor('expenditures.editAnyTime');
  return null;
}
