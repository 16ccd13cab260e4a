import type { Contract } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { requireFullContract, toContract } from './contract-view.js';

/** `GET contracts/{id}`: the contract as the update form and the record pages read it. */
export async function getContract(db: Database, actor: AuthActor, contractId: number): Promise<Contract> {
  return toContract(await requireFullContract(db, actor.accountId, contractId));
}
