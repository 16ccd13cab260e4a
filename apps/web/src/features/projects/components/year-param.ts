/** The year Add Project starts with when no year is on screen. */
export function currentYear(): number {
  return new Date().getFullYear();
}
