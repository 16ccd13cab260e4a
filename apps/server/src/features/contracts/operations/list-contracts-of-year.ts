import type { ContractListRow } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { contractListRowsOfYear } from './contract-list.js';

/** `GET contracts/year/{year}`: the contracts of an implementation year, as of today. */
export async function listContractsOfYear(db: Database, actor: AuthActor, year: number, now: Date): Promise<ContractListRow[]> {
  return contractListRowsOfYear(db, actor.accountId, year, now);
}
