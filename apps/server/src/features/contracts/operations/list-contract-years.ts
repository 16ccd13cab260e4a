import { addCentavos, centavos, centavosToPesos, type Centavos, type ContractYears } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { listContractYearPairs } from '../contracts.repository.js';

/**
 * `GET contracts/years`: implementation year → number of contracts and their
 * total original amount (a contract counts in each year of its projects, once
 * per year). Sums in centavos.
 */
export async function listContractYears(db: Database, actor: AuthActor): Promise<ContractYears> {
  const totals = new Map<number, { number: number; amount: Centavos }>();
  for (const pair of await listContractYearPairs(db, actor.accountId)) {
    const total = totals.get(pair.year) ?? { number: 0, amount: centavos(0) };
    total.number += 1;
    total.amount = addCentavos(total.amount, pair.amount);
    totals.set(pair.year, total);
  }
  const years: ContractYears = {};
  for (const year of [...totals.keys()].sort((a, b) => b - a)) {
    const total = totals.get(year)!;
    years[String(year)] = { number: total.number, amount: centavosToPesos(total.amount) };
  }
  return years;
}
