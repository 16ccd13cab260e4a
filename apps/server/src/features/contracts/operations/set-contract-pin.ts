import { AppError, can, refusalFor, roundCoordinate, type ContractPinAnswer, type ContractPinInput } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { contractWrite, requireContract } from '../contracts.service.js';
import { updateContractRow } from '../contracts.repository.js';

/**
 * `PUT contracts/{id}/pin/` (issue 21): where the contract's works are, or
 * both null to clear it. Who may update the contract may set it (an admin or
 * the contract's project in charge, as `contracts/update`). The figures do not
 * read it; the photos' distance check does.
 */
export async function setContractPin(db: Database, actor: AuthActor, contractId: number, input: ContractPinInput, ip: string | null, now: Date): Promise<ContractPinAnswer> {
  const latitude = input.latitude === null ? null : roundCoordinate(input.latitude);
  const longitude = input.longitude === null ? null : roundCoordinate(input.longitude);
  await contractWrite(db, now, async (tx) => {
    const contract = await requireContract(tx, actor.accountId, contractId, { lock: true });
    if (!can(actor, 'contracts.update') && contract.projectInChargeId !== actor.userId) throw new AppError('FORBIDDEN', refusalFor('contracts.update'));
    await updateContractRow(tx, actor.accountId, contract.id, { latitude, longitude });
    const action = latitude === null ? `Clear the pin of contract: ${contract.contractNumber}` : `Set the pin of contract: ${contract.contractNumber}`;
    await insertActorActivity(tx, actor, action, { objectType: 'contract', ip });
  });
  return { id: contractId, latitude, longitude };
}
