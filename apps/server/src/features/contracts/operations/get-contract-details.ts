import { contractDetails, type AsOfQuery, type ContractDetails } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { loadContractRecords } from '../../contract-records/contract-records.service.js';
import { listProjectDetailsOfContracts } from '../contracts.repository.js';
import { asOfDate, figuresInputOf, requireFullContract } from './contract-view.js';

/**
 * `GET contracts/details/{id}?as_of=`: Contract Details as of T (default today
 * in Manila), with the curves of its chart, so the page reads the records
 * once. Eight queries whatever the number of records: the contract, its
 * projects, one per record kind. The answer is built by the domain's
 * `contractDetails` from the rows as they are read. Records that break
 * DOMAIN.md's rules (legacy data) answer 400 naming the record: a broken
 * business rule (API.md), not a server error and never a NaN.
 */
export async function getContractDetails(
  db: Database,
  actor: AuthActor,
  contractId: number,
  query: AsOfQuery,
  now: Date,
): Promise<ContractDetails> {
  const asOf = asOfDate(query.as_of, now);
  const contract = await requireFullContract(db, actor.accountId, contractId);
  const [projects, records] = await Promise.all([
    listProjectDetailsOfContracts(db, actor.accountId, [contract.id]),
    loadContractRecords(db, actor.accountId, [contract.id]),
  ]);
  return contractDetails({ contract, projects, figures: figuresInputOf(contract, records.get(contract.id)!, asOf) });
}
