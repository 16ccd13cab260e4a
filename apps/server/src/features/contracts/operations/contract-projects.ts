import { AppError, can, refusalFor, type Actor } from '@subaybay/domain';
import type { ContractHead } from '../contracts.repository.js';

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
