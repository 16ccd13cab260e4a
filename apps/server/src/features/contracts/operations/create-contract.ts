import {
  contractMessages,
  placeOfMunicipality,
  todayInManila,
  validateContractStartDate,
  type ContractFromProjectValues,
  type ProjectContract,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { projects } from '../../../db/schema/projects.js';
import { mapUniqueViolation } from '../../../db/unique-violations.js';
import { requireAccess } from '../../../lib/access.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { CONTRACT_NUMBER_UNIQUE_INDEX, insertContract, insertContractProjects } from '../contracts.repository.js';
import { contractChangedIn, contractWrite } from '../kept-figures/kept-figures.js';
import { findProjectRow } from '../../projects/projects.service.js';
import { toProjectContracts } from './to-project-contract.js';

/**
 * Add Contract from a project (spec 2 §5; `contracts.create`, checked by the
 * operation): the project must be this office's
 * (404 otherwise); the contract and its link to the project are written with
 * the activity line in one transaction. The unique index on the office's
 * contract numbers (case-insensitive) decides duplicates, races included.
 * The start date must be a sane one (docs/decisions/014). A contract added
 * without a location (the legacy client sends none) is located where its
 * project's system is (decision 024).
 */
export async function createContract(
  db: Database,
  actor: AuthActor,
  input: ContractFromProjectValues,
  ip: string | null,
  now: Date,
): Promise<ProjectContract> {
  validateContractStartDate(input.start_date, todayInManila(now));
  await requireAccess(db, actor.accountId, projects, [input.project_id]);
  const location = input.location || (await defaultLocation(db, actor.accountId, input.project_id));
  const row = await contractWrite(db, now, async (tx) => {
    const created = await insertContract(tx, actor.accountId, {
      contractNumber: input.contract_id,
      description: input.contract_description,
      amount: input.amount,
      startDate: input.start_date,
      duration: input.duration,
      location,
    });
    await insertContractProjects(tx, actor.accountId, created.id, [input.project_id]);
    // A new contract's figures (none recorded yet) are kept with it.
    contractChangedIn(tx, actor.accountId, created.id);
    await insertActorActivity(tx, actor, `Add contract: ${created.contractNumber}`, { objectType: 'contract', ip });
    return created;
  })
  .catch((error: unknown) =>
    mapUniqueViolation(error, { [CONTRACT_NUMBER_UNIQUE_INDEX]: ['contract_id', contractMessages.numberTaken] }),
  );
  const [contract] = await toProjectContracts(db, actor.accountId, [row]);
  return contract!;
}

/** "Municipality, Province" of the project's system: where a new contract is, unless the office says otherwise. */
async function defaultLocation(db: Database, accountId: number, projectId: number): Promise<string> {
  const project = await findProjectRow(db, accountId, projectId);
  return project ? placeOfMunicipality({ name: project.municipalityName, province: project.provinceName }) : '';
}
