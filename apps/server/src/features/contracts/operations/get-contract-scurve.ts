import { contractCurves, type AsOfQuery, type ContractSCurve } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { requireContract } from '../contracts.service.js';
import { loadContractRecords } from '../../contract-records/contract-records.service.js';
import { asOfDate } from './contract-view.js';

/**
 * `GET contracts/{id}/scurve?as_of=`: the three curves of the details chart on
 * their own, unfiltered (the five-point filter is for reports). Contract
 * Details carries the same curves (`s_curve`); this stays for the path the
 * spec's client calls.
 */
export async function getContractSCurve(
  db: Database,
  actor: AuthActor,
  contractId: number,
  query: AsOfQuery,
  now: Date,
): Promise<ContractSCurve> {
  const asOf = asOfDate(query.as_of, now);
  const contract = await requireContract(db, actor.accountId, contractId);
  const records = (await loadContractRecords(db, actor.accountId, [contract.id], ['schedule', 'accomplishments', 'suspensions'])).get(
    contract.id,
  )!;
  const curves = contractCurves({
    effectivity: contract.startDate,
    schedule: records.schedule,
    accomplishments: records.accomplishments,
    suspensions: records.suspensions,
    asOf,
  });
  return { as_of: asOf, ...curves };
}
