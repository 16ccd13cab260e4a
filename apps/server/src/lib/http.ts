/**
 * The one id rule lives in the domain (`packages/domain/src/common/ids.ts`), as
 * do the path-parameter schemas (`idParam`, `yearParam`) that every declared
 * operation parses with; services and the CLI read the rule from here too.
 */
export { isDatabaseId, parseDatabaseId } from '@subaybay/domain';
