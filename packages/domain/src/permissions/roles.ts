/** Role ids of spec 1 §3. Id 4 does not exist in the product. */
export const RoleId = {
  AccountHolder: 1,
  ProjectInspector: 2,
  AccountingOfficer: 3,
  Viewer: 5,
} as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];

export const ALL_ROLE_IDS: readonly RoleId[] = [1, 2, 3, 5];

/** Display names; the account holder is shown as Admin (spec 1 §3). */
export const roleNames: Record<RoleId, string> = {
  1: 'Admin',
  2: 'Project Inspector',
  3: 'Accounting Officer',
  5: 'Viewer',
};

export function isRoleId(value: number): value is RoleId {
  return (ALL_ROLE_IDS as readonly number[]).includes(value);
}
