import { AppError, type ContractListRow } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { NOT_FOUND } from '../../../plugins/error-handler.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { listContractIdsOfProjectInCharge, listContractIdsOfYear, userExists } from '../contracts.repository.js';
import { contractListRows } from './contract-list.js';

/**
 * `GET contracts/monitored/{year}/{userId}`: the contracts of implementation
 * year `year` whose project in charge is the user. A user of another office
 * (or none) is a 404.
 */
export async function listMonitoredContracts(
  db: Database,
  actor: AuthActor,
  year: number,
  userId: number,
  now: Date,
): Promise<ContractListRow[]> {
  if (!(await userExists(db, actor.accountId, userId))) throw new AppError('NOT_FOUND', NOT_FOUND);
  const [ofYear, monitored] = await Promise.all([
    listContractIdsOfYear(db, actor.accountId, year),
    listContractIdsOfProjectInCharge(db, actor.accountId, userId),
  ]);
  const mine = new Set(monitored);
  return contractListRows(
    db,
    actor.accountId,
    ofYear.filter((id) => mine.has(id)),
    now,
  );
}
