/** The contractor of `/contracts/year/:year/:id`: its name, underscores read as spaces (spec 3 §2). */
export function contractorNameParam(value: string | undefined): string {
  return (value ?? '').replaceAll('_', ' ').trim();
}

/**
 * The page a breadcrumb may go back to (`?back=`): a path of this app only,
 * never another site (`//host` or `https:`), else null.
 */
export function backParam(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
