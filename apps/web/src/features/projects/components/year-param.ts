/** The year and the project id of a projects address: the one path rules, under the names the project pages import. */
export { pathImplementationYear as yearParam, pathId as idParam } from '../../../lib/path-params';

/** The year Add Project starts with when no year is on screen. */
export function currentYear(): number {
  return new Date().getFullYear();
}
