import { AppError, can, refusalFor, type Actor } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { projects } from '../../../db/schema/projects.js';
import { requireAccess } from '../../../lib/access.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { listProjectIdsOfContract, type ContractHead } from '../contracts.repository.js';
import { contractWrite, requireContract } from '../contracts.service.js';
import { contractProjectItems, type ContractProjectItem } from './list-contract-projects.js';

/**
 * Who may add or remove a contract's projects. The spec shows the add-project
 * dialog on Contract Details without a role; it changes the contract, so it
 * follows the `contracts.update` rule: admins, or the contract's project in
 * charge (spec 3 §6 "may update contract basic details").
 */
export function requireMayChangeProjects(actor: Actor, contract: ContractHead): void {
  if (!can(actor, 'contracts.update') && contract.projectInChargeId !== actor.userId) {
    throw new AppError('FORBIDDEN', refusalFor('contracts.update'));
  }
}

/** What a change of a contract's projects is checked against and writes. */
export interface ContractProjectsTarget {
  accountId: number;
  contract: ContractHead;
  /** The project the request names (already known to be the office's). */
  projectId: number;
  /** The ids of the projects the contract serves now. */
  attached: readonly number[];
}

/** What differs between adding and removing a project: its check and write, and its activity line. */
export interface ContractProjectsChange {
  /** Checks the change against the attached project ids and writes it. */
  apply(tx: Database, target: ContractProjectsTarget): Promise<void>;
  /** The activity line before the contract's number. */
  activity: string;
}

/**
 * Adding and removing a project share one flow in one transaction: the
 * contract locked (404), who may change it (403), the project the office's
 * (404), then the change and its activity line. Answers the contract's projects.
 * Each of the two operations is this flow with its own `change`.
 */
export function contractProjectsOperation(change: ContractProjectsChange) {
  return async (db: Database, actor: AuthActor, contractId: number, projectId: number, ip: string | null, now: Date): Promise<ContractProjectItem[]> => {
    const { accountId } = actor;
    await contractWrite(db, now, async (tx) => {
      const contract = await requireContract(tx, accountId, contractId, { lock: true });
      requireMayChangeProjects(actor, contract);
      await requireAccess(tx, accountId, projects, [projectId]);
      await change.apply(tx, { accountId, contract, projectId, attached: await listProjectIdsOfContract(tx, accountId, contract.id) });
      await insertActorActivity(tx, actor, `${change.activity}: ${contract.contractNumber}`, { objectType: 'contract', ip });
    });
    return contractProjectItems(db, accountId, contractId);
  };
}
