import type { ContractListRow } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { contractListRowsOfYear } from './contract-list.js';

/**
 * `GET contracts/year/{year}/contractor/{name}`: the year's contracts of one
 * contractor, named in the path with underscores for spaces (spec 3 §2),
 * matched ignoring case. An unknown name is an empty list.
 */
export async function listContractsOfContractor(
  db: Database,
  actor: AuthActor,
  year: number,
  name: string,
  now: Date,
): Promise<ContractListRow[]> {
  const wanted = name.replaceAll('_', ' ').trim().toLowerCase();
  const rows = await contractListRowsOfYear(db, actor.accountId, year, now);
  return rows.filter((row) => row.contractor.toLowerCase() === wanted);
}
