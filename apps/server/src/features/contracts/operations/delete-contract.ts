import type { ContractRecordCounts } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { countContractRecords } from '../../contract-records/contract-records.service.js';
import { deleteContractRow } from '../contracts.repository.js';
import { contractWrite, requireContract } from '../contracts.service.js';

/**
 * `GET contracts/{id}/record-counts`: what Delete Contract would remove with
 * the contract, for its confirmation. Any user of the office may read it.
 */
export async function getContractRecordCounts(db: Database, actor: AuthActor, contractId: number): Promise<ContractRecordCounts> {
  const contract = await requireContract(db, actor.accountId, contractId);
  return countContractRecords(db, actor.accountId, contract.id);
}

/**
 * `DELETE contracts/delete/{id}/` (not in the spec): the way out for a contract
 * entered by mistake, which otherwise keeps its project from being deleted and
 * cannot lose its last project. The contract, its links to
 * projects and every record against it (schedule, accomplishments, suspension
 * and resume orders, time extensions, variation orders, billings, feature
 * quantities) go in one transaction, through the schema's ON DELETE CASCADE,
 * with one activity line. Admins only (the operation's `contracts.delete`).
 */
export async function deleteContract(db: Database, actor: AuthActor, contractId: number, ip: string | null, now: Date): Promise<void> {
  await contractWrite(db, now, async (tx) => {
    const contract = await requireContract(tx, actor.accountId, contractId, { lock: true });
    await deleteContractRow(tx, actor.accountId, contract.id);
    await insertActorActivity(tx, actor, `Delete contract: ${contract.contractNumber}`, { objectType: 'contract', ip });
  });
}
