import {
  centavos,
  centavosToPesos,
  contractFigures,
  contractShares,
  figuresOrRecordsError,
  fundSourceSummary,
  projectAccomplishment,
  projectsReportSummary,
  type AccomplishmentReportProject,
  type Centavos,
  type FundSourceSummaryRow,
  type IsoDate,
  type ProjectReportContract,
} from '@subaybay/domain';
import { figuresInputOf, type ContractWithRecords } from '../../contracts/contracts.service.js';
import type { ProjectExpenditureRow } from '../../project-finance/project-finance.service.js';
import type { ProjectRow } from '../../projects/projects.service.js';

/**
 * The projects reports' arithmetic on contracts as they are read: each contract's
 * figures as of T from the domain (contractFigures), its values shared among
 * its projects by allocation (contractShares), each project's accomplishment
 * (projectAccomplishment) and the summaries (projectsReportSummary,
 * fundSourceSummary). Nothing is computed a second way. A contract whose
 * records are refused is listed under its projects with `records_error`, and
 * its values are left out of theirs (each project and report counts it in
 * `contracts_with_record_errors`).
 */


/** A project's figures in centavos, with its report row. */
export interface ProjectFigures {
  project: ProjectRow;
  valueAccomplished: Centavos;
  targetValueAccomplished: Centavos;
  totalExpenditure: Centavos;
  row: AccomplishmentReportProject;
}

interface ContractValues {
  contract: Omit<ProjectReportContract, 'value_accomplished_share' | 'target_value_accomplished_share'>;
  /** project id → [value share, target value share] in centavos; null when the records are refused. */
  shares: Map<number, [Centavos, Centavos] | null>;
}

/**
 * Every contract's figures as of T and its shares in each of its projects,
 * each contract computed as it arrives (only these figures are kept, not its records).
 */
async function contractValues(contracts: AsyncIterable<ContractWithRecords>, asOf: IsoDate): Promise<Map<number, ContractValues>> {
  const result = new Map<number, ContractValues>();
  for await (const { row, projects: projectsOfContract, records } of contracts) {
    const projects = [...projectsOfContract].sort((a, b) => a.id - b.id);
    const { figures, recordsError } = figuresOrRecordsError(row.id, () => contractFigures(figuresInputOf(row, records, asOf)));
    /** The contract's own fields, on its line whether or not its records are refused. */
    const ownFields = {
      id: row.id,
      contract_number: row.contractNumber,
      contract_description: row.description,
      original_contract_amount: centavosToPesos(row.amount),
    };
    if (figures === null) {
      result.set(row.id, {
        contract: {
          ...ownFields,
          revised_contract_amount: null,
          target_accomplishment: null,
          actual_accomplishment: null,
          slippage: null,
          records_error: recordsError,
        },
        shares: new Map(projects.map((project) => [project.id, null])),
      });
      continue;
    }
    const { status, revisedContractAmount } = figures;
    const allocations = projects.map((project) => project.amount);
    const values = contractShares(status.valueAccomplished, allocations);
    const targets = contractShares(status.targetValueAccomplished, allocations);
    const shares = new Map<number, [Centavos, Centavos]>();
    projects.forEach((project, i) => shares.set(project.id, [values[i]!, targets[i]!]));
    result.set(row.id, {
      contract: {
        ...ownFields,
        revised_contract_amount: centavosToPesos(revisedContractAmount),
        target_accomplishment: status.targetAccomplishment,
        actual_accomplishment: status.actualAccomplishment,
        slippage: status.slippage,
      },
      shares,
    });
  }
  return result;
}

/** Expenditures obligated on or before T (the fixture's reading: these are what reduce the balance). */
export function expendituresAsOf(expenditures: readonly ProjectExpenditureRow[], asOf: IsoDate): ProjectExpenditureRow[] {
  return expenditures.filter((expenditure) => expenditure.dateObligated <= asOf);
}

/** The report rows of `projects` (in their order) as of T, from their contracts (`contracts`, read as they come). */
export async function projectFigures(
  projects: readonly ProjectRow[],
  contractsOfProjects: AsyncIterable<ContractWithRecords>,
  expenditures: readonly ProjectExpenditureRow[],
  asOf: IsoDate,
): Promise<ProjectFigures[]> {
  const contracts = await contractValues(contractsOfProjects, asOf);
  const spent = new Map<number, number>();
  for (const expenditure of expendituresAsOf(expenditures, asOf)) {
    spent.set(expenditure.projectId, (spent.get(expenditure.projectId) ?? 0) + expenditure.amount);
  }
  return projects.map((project) => {
    let value = 0;
    let target = 0;
    let withRecordErrors = 0;
    const rows: ProjectReportContract[] = [];
    for (const { contract, shares } of contracts.values()) {
      const share = shares.get(project.id);
      if (share === undefined) continue;
      if (share === null) {
        withRecordErrors += 1;
        rows.push({ ...contract, value_accomplished_share: null, target_value_accomplished_share: null });
        continue;
      }
      value += share[0];
      target += share[1];
      rows.push({ ...contract, value_accomplished_share: centavosToPesos(share[0]), target_value_accomplished_share: centavosToPesos(share[1]) });
    }
    rows.sort((a, b) => a.contract_number.localeCompare(b.contract_number, 'en', { numeric: true }) || a.id - b.id);
    const valueAccomplished = centavos(value);
    const targetValueAccomplished = centavos(target);
    const totalExpenditure = centavos(spent.get(project.id) ?? 0);
    const figures = projectAccomplishment({ allocation: project.amount, valueAccomplished, targetValueAccomplished });
    return {
      project,
      valueAccomplished,
      targetValueAccomplished,
      totalExpenditure,
      row: {
        id: project.id,
        name: project.name,
        allocation: centavosToPesos(project.amount),
        total_expenditure: centavosToPesos(totalExpenditure),
        value_accomplished: centavosToPesos(valueAccomplished),
        target_value_accomplished: centavosToPesos(targetValueAccomplished),
        accomplishment: figures.accomplishment,
        target_accomplishment: figures.targetAccomplishment,
        slippage: figures.slippage,
        contracts: rows,
        contracts_with_record_errors: withRecordErrors,
      },
    };
  });
}

const valuesOf = (figures: ProjectFigures) => ({
  allocation: figures.project.amount,
  valueAccomplished: figures.valueAccomplished,
  targetValueAccomplished: figures.targetValueAccomplished,
});

export function reportSummary(figures: readonly ProjectFigures[]) {
  const summary = projectsReportSummary(figures.map(valuesOf));
  return {
    total_allocation: centavosToPesos(summary.allocation),
    total_value_accomplished: centavosToPesos(summary.valueAccomplished),
    total_target_value_accomplished: centavosToPesos(summary.targetValueAccomplished),
    overall_accomplishment: summary.accomplishment,
    overall_target: summary.targetAccomplishment,
    overall_slippage: summary.slippage,
  };
}

export function fundSourceRow(fundSource: string, figures: readonly ProjectFigures[]): FundSourceSummaryRow {
  const summary = fundSourceSummary(figures.map(valuesOf));
  return {
    fund_source: fundSource,
    allocation: centavosToPesos(summary.allocation),
    value_accomplished: centavosToPesos(summary.valueAccomplished),
    number_of_projects: summary.numberOfProjects,
    target_value_accomplished: centavosToPesos(summary.targetValueAccomplished),
    target_accomplishment: summary.targetAccomplishment,
    accomplishment: summary.accomplishment,
    slippage: summary.slippage,
  };
}

/** The fund source a project is listed under ('' when it has none). */
export const fundSourceName = (project: ProjectRow) => project.fundSourceName ?? '';

/**
 * How many distinct contracts of these projects are left out for refused
 * records (a contract serving two of them counts once).
 */
export function contractsWithRecordErrors(figures: readonly ProjectFigures[]): number {
  const ids = new Set<number>();
  for (const entry of figures) {
    for (const contract of entry.row.contracts) if (contract.records_error) ids.add(contract.id);
  }
  return ids.size;
}

/** Projects grouped by fund source: fund sources by name, projects by name within. */
export function groupByFundSource(figures: readonly ProjectFigures[]): [string, ProjectFigures[]][] {
  const groups = new Map<string, ProjectFigures[]>();
  for (const entry of figures) {
    const name = fundSourceName(entry.project);
    const list = groups.get(name);
    if (list) list.push(entry);
    else groups.set(name, [entry]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
