import type { ContractListRow } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { contractListRowsOfYear } from './contract-list.js';

/**
 * `GET contracts/completed/{year}`: the year's contracts at 100 % as of today.
 * A contract whose records are refused is listed here and among the ongoing:
 * nobody can tell which it is until its records are fixed, and it must not
 * vanish from either list.
 */
export async function listCompletedContracts(db: Database, actor: AuthActor, year: number, now: Date): Promise<ContractListRow[]> {
  return (await contractListRowsOfYear(db, actor.accountId, year, now)).filter(
    (row) => row.status === 'completed' || row.records_error !== undefined,
  );
}
