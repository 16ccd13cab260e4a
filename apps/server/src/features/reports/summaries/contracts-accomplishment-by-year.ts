import {
  centavos,
  centavosToPesos,
  contractShares,
  projectsReportSummary,
  weightedByContractAmount,
  type AsOfQuery,
  type Centavos,
  type ContractsAccomplishmentByYear,
  type ProjectValues,
  type WeightedContract,
} from '@subaybay/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { projects } from '../../../db/schema/projects.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { asOfDate, contractsOfYearFigures } from '../../contracts/contracts.service.js';

/** The office's projects of implementation year `year` with their allocations (one query). */
async function projectsOfYear(db: Database, accountId: number, year: number): Promise<{ id: number; allocation: Centavos }[]> {
  return db
    .select({ id: projects.id, allocation: projects.amount })
    .from(projects)
    .where(and(eq(projects.accountId, accountId), eq(projects.implementationYear, year)));
}

/**
 * The dashboard's figures of an implementation year as of T (default today in
 * Manila): the year's projects and their allocation, its contracts counted by
 * status and D.O. 193 band, and the overall accomplishment of the year's
 * projects (DOMAIN.md "Money": each contract's value and target value shared
 * among its projects by allocation; overall = Σ value / Σ allocation × 100),
 * and the contracts' accomplishment weighted by contract amount (where the
 * Overall S-curve ends today).
 * A fixed number of queries whatever the number of contracts; today's figures are the kept ones (docs/decisions/035). `GET reports/summaries/contracts-accomplishment-by-year/{year}?as_of=`.
 */
export async function contractsAccomplishmentByYear(
  db: Database,
  actor: AuthActor,
  year: number,
  query: AsOfQuery,
  now: Date,
): Promise<ContractsAccomplishmentByYear> {
  const asOf = asOfDate(query.as_of, now);
  const [yearProjects, contracts] = await Promise.all([
    projectsOfYear(db, actor.accountId, year),
    contractsOfYearFigures(db, actor.accountId, year, asOf, now),
  ]);

  const values = new Map<number, ProjectValues>(
    yearProjects.map((project) => [project.id, { allocation: project.allocation, valueAccomplished: centavos(0), targetValueAccomplished: centavos(0) }]),
  );
  const counts = { number: 0, amount: 0, ongoing: 0, suspended: 0, completed: 0, with_negative_slippage: 0 };
  const bands = { on_track: 0, early_warning: 0, final_warning: 0, terminal: 0 };
  let withRecordErrors = 0;
  const computed: WeightedContract[] = [];
  for (const contract of contracts) {
    const { status } = contract;
    counts.number += 1;
    counts.amount += contract.amount;
    // Refused records: counted and summed as stored, left out of every computed figure.
    if (status === null) {
      withRecordErrors += 1;
      continue;
    }
    if (status.status === 'completed') counts.completed += 1;
    else counts.ongoing += 1;
    if (status.status === 'suspended') counts.suspended += 1;
    if (status.slippage < 0) counts.with_negative_slippage += 1;
    if (status.slippageBand) bands[status.slippageBand] += 1;
    computed.push({ amount: contract.amount, actualAccomplishment: status.actualAccomplishment, targetAccomplishment: status.targetAccomplishment });

    // The contract's shares among all its projects; only those of this year's projects count here.
    const allocations = contract.projects.map((project) => project.allocation);
    const valueShares = contractShares(status.valueAccomplished, allocations);
    const targetShares = contractShares(status.targetValueAccomplished, allocations);
    contract.projects.forEach((project, index) => {
      const entry = values.get(project.id);
      if (!entry) return;
      entry.valueAccomplished = centavos(entry.valueAccomplished + valueShares[index]!);
      entry.targetValueAccomplished = centavos(entry.targetValueAccomplished + targetShares[index]!);
    });
  }
  const summary = projectsReportSummary([...values.values()]);
  const weighted = weightedByContractAmount(computed);

  return {
    year,
    as_of: asOf,
    projects: { number: yearProjects.length, allocation: centavosToPesos(summary.allocation) },
    contracts: {
      number: counts.number,
      amount: centavosToPesos(centavos(counts.amount)),
      ongoing: counts.ongoing,
      suspended: counts.suspended,
      completed: counts.completed,
      with_negative_slippage: counts.with_negative_slippage,
      bands,
      weighted: { accomplishment: weighted.accomplishment, target: weighted.target, slippage: weighted.slippage },
    },
    overall: {
      value_accomplished: centavosToPesos(summary.valueAccomplished),
      target_value_accomplished: centavosToPesos(summary.targetValueAccomplished),
      accomplishment: summary.accomplishment,
      target: summary.targetAccomplishment,
      slippage: summary.slippage,
    },
    contracts_with_record_errors: withRecordErrors,
  };
}
