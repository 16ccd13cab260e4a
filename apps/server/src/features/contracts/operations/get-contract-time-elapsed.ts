import { contractTimeElapsedFigures, type AsOfQuery, type ContractTimeElapsed } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { requireContract } from '../contracts.service.js';
import { loadContractRecords } from '../../contract-records/contract-records.service.js';
import { asOfDate, figuresInputOf } from './contract-view.js';

/** `GET contracts/{id}/time-elapsed?as_of=`: the Statement of Time Elapsed as of T. */
export async function getContractTimeElapsed(
  db: Database,
  actor: AuthActor,
  contractId: number,
  query: AsOfQuery,
  now: Date,
): Promise<ContractTimeElapsed> {
  const asOf = asOfDate(query.as_of, now);
  const contract = await requireContract(db, actor.accountId, contractId);
  const records = (await loadContractRecords(db, actor.accountId, [contract.id])).get(contract.id)!;
  return contractTimeElapsedFigures(figuresInputOf(contract, records, asOf));
}
