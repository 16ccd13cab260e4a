import type { ContractListRow } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { contractListRowsOfYear } from './contract-list.js';

/**
 * `GET contracts/ongoing/{year}`: the year's contracts not at 100 % as of today
 * (ongoing or suspended), and those whose records are refused (status null).
 */
export async function listOngoingContracts(db: Database, actor: AuthActor, year: number, now: Date): Promise<ContractListRow[]> {
  return (await contractListRowsOfYear(db, actor.accountId, year, now)).filter((row) => row.status !== 'completed');
}
