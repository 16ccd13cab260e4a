import { isRoleId, roleNames, type Role } from '@subaybay/domain';

/** The account holder is shown as Admin (spec 1 §3). */
export function roleLabel(role: Role): string {
  return isRoleId(role.id) ? roleNames[role.id] : role.name;
}
