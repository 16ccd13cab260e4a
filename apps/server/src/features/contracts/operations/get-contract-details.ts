import { contractDetailsFigures, type ContractDetails } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { loadContractRecords } from '../../contract-records/contract-records.service.js';
import { listProjectDetailsOfContracts } from '../contracts.repository.js';
import { asOfDate, contractorOf, figuresInputOf, fundSourceOf, personOf, requireFullContract } from './contract-view.js';

/**
 * `GET contracts/details/{id}?as_of=`: Contract Details as of T (default today
 * in Manila). Eight queries whatever the number of records: the contract, its
 * projects, one per record kind. Records that break DOMAIN.md's rules (legacy
 * data) answer 400 naming the record: a broken business rule (API.md), not a
 * server error and never a NaN.
 */
export async function getContractDetails(
  db: Database,
  actor: AuthActor,
  contractId: number,
  query: { as_of?: string | undefined },
  now: Date,
): Promise<ContractDetails> {
  const asOf = asOfDate(query.as_of, now);
  const row = await requireFullContract(db, actor.accountId, contractId);
  const [projects, records] = await Promise.all([
    listProjectDetailsOfContracts(db, actor.accountId, [row.id]),
    loadContractRecords(db, actor.accountId, [row.id]),
  ]);
  return {
    id: row.id,
    contract_id: row.contractNumber,
    contract_number: row.contractNumber,
    contract_description: row.description,
    contract_effectivity: row.startDate,
    original_contract_time: row.duration,
    location: row.location,
    contractor: contractorOf(row),
    project_in_charge: personOf(row),
    projects: projects.map((project) => ({ id: project.id, name: project.name, implementation_year: project.implementationYear })),
    fund_source: fundSourceOf(projects),
    ...contractDetailsFigures(figuresInputOf(row, records.get(row.id)!, asOf)),
  };
}
