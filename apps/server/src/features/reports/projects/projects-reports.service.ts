import {
  AppError,
  centavosToPesos,
  sumPesos,
  type AccomplishmentSummaryReport,
  type AsOfQuery,
  type IsoDate,
  type ProjectDetailedReport,
  type ProjectsAccomplishmentReport,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { officeNameOf, tableSection, writeReportWorkbook, type ExcelColumn } from '../../../lib/excel.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { NOT_FOUND } from '../../../plugins/error-handler.js';
import { asOfDate, streamContractsOfProject, streamContractsOfYear } from '../../contracts/contracts.service.js';
import { expendituresOfProject, expendituresOfYear } from '../../project-finance/project-finance.service.js';
import { findProjectRow, projectRowsOfYear } from '../../projects/projects.service.js';
import {
  contractsWithRecordErrors,
  expendituresAsOf,
  fundSourceName,
  fundSourceRow,
  groupByFundSource,
  projectFigures,
  reportSummary,
  type ProjectFigures,
} from './projects-reports.data.js';

/**
 * The projects reports (spec 2 §2, §7). A year's report reads the year's
 * projects and its expenditures, then its contracts a page at a time, each
 * computed with the domain as it arrives (projects-reports.data.ts).
 */

/** `fund_sources=` names, comma-separated; absent or empty → every fund source. */
function fundSourceFilter(value: string | undefined): Set<string> | null {
  if (value === undefined) return null;
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return names.length === 0 ? null : new Set(names);
}

/** The record kinds a contract's figures need (its billings are in no projects report). */
const contractKinds = ['schedule', 'accomplishments', 'suspensions', 'timeExtensions', 'variationOrders'] as const;

async function yearFigures(db: Database, accountId: number, year: number, asOf: IsoDate): Promise<ProjectFigures[]> {
  const [projects, expenditures] = await Promise.all([projectRowsOfYear(db, accountId, year), expendituresOfYear(db, accountId, year)]);
  // The billings are not read: no projects report shows them.
  return projectFigures(projects, streamContractsOfYear(db, accountId, year, { kinds: contractKinds }), expenditures, asOf);
}

export async function projectsAccomplishmentReport(
  db: Database,
  actor: AuthActor,
  year: number,
  query: AsOfQuery & { fund_sources?: string | undefined },
  now: Date,
): Promise<ProjectsAccomplishmentReport> {
  const asOf = asOfDate(query.as_of, now);
  const filter = fundSourceFilter(query.fund_sources);
  const figures = (await yearFigures(db, actor.accountId, year, asOf)).filter(
    (entry) => filter === null || filter.has(fundSourceName(entry.project)),
  );
  const groups = groupByFundSource(figures);
  return {
    as_of: asOf,
    year,
    fund_sources: groups.map(([name]) => name),
    report: Object.fromEntries(groups.map(([name, entries]) => [name, entries.map((entry) => entry.row)])),
    summary: reportSummary(figures),
    contracts_with_record_errors: contractsWithRecordErrors(figures),
  };
}

export async function accomplishmentSummaryReport(
  db: Database,
  actor: AuthActor,
  year: number,
  query: AsOfQuery,
  now: Date,
): Promise<AccomplishmentSummaryReport> {
  const asOf = asOfDate(query.as_of, now);
  const figures = await yearFigures(db, actor.accountId, year, asOf);
  return {
    as_of: asOf,
    year,
    rows: groupByFundSource(figures).map(([name, entries]) => fundSourceRow(name, entries)),
    summary: fundSourceRow('Total', figures),
    contracts_with_record_errors: contractsWithRecordErrors(figures),
  };
}

export async function projectDetailedReport(
  db: Database,
  actor: AuthActor,
  projectId: number,
  query: AsOfQuery,
  now: Date,
): Promise<ProjectDetailedReport> {
  const asOf = asOfDate(query.as_of, now);
  const project = await findProjectRow(db, actor.accountId, projectId);
  if (!project) throw new AppError('NOT_FOUND', NOT_FOUND);
  const expenditures = await expendituresOfProject(db, actor.accountId, project.id);
  const [figures] = await projectFigures([project], streamContractsOfProject(db, actor.accountId, project.id, { kinds: contractKinds }), expenditures, asOf);
  const bySource = new Map<string, number>();
  for (const expenditure of expendituresAsOf(expenditures, asOf)) {
    bySource.set(expenditure.sourceName, (bySource.get(expenditure.sourceName) ?? 0) + expenditure.amount);
  }
  return {
    ...figures!.row,
    as_of: asOf,
    implementation_year: project.implementationYear,
    fund_source: fundSourceName(project),
    expenditures: [...bySource.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([source_name, amount]) => ({ source_name, amount: centavosToPesos(amount as never) })),
  };
}

// ── Excel ────────────────────────────────────────────────────────────────────

/** One line of the sheet: a fund source heading, a project, or one of its contracts. */
interface SheetLine {
  level: 'fund_source' | 'project' | 'contract';
  label: string;
  description?: string;
  allocation?: number;
  original?: number;
  /** A contract whose records are refused carries the error sentence here, in place of its figures. */
  revised?: number | string | null;
  target?: number | null;
  actual?: number | null;
  slippage?: number | null;
  value?: number | null;
  targetValue?: number | null;
  expenditure?: number;
}

const pesos = (value: number | null | undefined) => (value === undefined || value === null ? null : Math.round(value * 100));

const columns: ExcelColumn<SheetLine>[] = [
  { header: 'Fund Source / Project / Contract', key: 'label', width: 44, kind: 'text', value: (l) => (l.level === 'contract' ? `    ${l.label}` : l.label) },
  { header: 'Description', key: 'description', width: 36, kind: 'text', value: (l) => l.description },
  { header: 'Allocation', key: 'allocation', width: 20, kind: 'pesos', value: (l) => pesos(l.allocation) },
  { header: 'Original Contract Amount', key: 'original', width: 20, kind: 'pesos', value: (l) => pesos(l.original) },
  {
    header: 'Revised Contract Amount',
    key: 'revised',
    width: 20,
    kind: 'pesos',
    value: (l) => (typeof l.revised === 'string' ? l.revised : pesos(l.revised)),
  },
  { header: 'Target Accomplishment', key: 'target', width: 14, kind: 'percent', value: (l) => l.target },
  { header: 'Actual Accomplishment', key: 'actual', width: 14, kind: 'percent', value: (l) => l.actual },
  { header: 'Slippage', key: 'slippage', width: 12, kind: 'percent', value: (l) => l.slippage },
  { header: 'Value Accomplished', key: 'value', width: 20, kind: 'pesos', value: (l) => pesos(l.value) },
  { header: 'Target Value Accomplished', key: 'targetValue', width: 20, kind: 'pesos', value: (l) => pesos(l.targetValue) },
  { header: 'Total Expenditure', key: 'expenditure', width: 20, kind: 'pesos', value: (l) => pesos(l.expenditure) },
];

export function projectsAccomplishmentFilename(year: number, asOf: string): string {
  return `Projects Accomplishment Report CY ${year} as of ${asOf}.xlsx`;
}

/** `reports/projects/excel-projects-accomplishment-report/{year}`: the same report as one sheet. */
export async function exportProjectsAccomplishmentReport(
  db: Database,
  actor: AuthActor,
  year: number,
  query: AsOfQuery & { fund_sources?: string | undefined },
  now: Date,
): Promise<{ buffer: Buffer; filename: string }> {
  const report = await projectsAccomplishmentReport(db, actor, year, query, now);
  const lines: SheetLine[] = [];
  for (const name of report.fund_sources) {
    lines.push({ level: 'fund_source', label: name || 'No fund source' });
    for (const project of report.report[name] ?? []) {
      lines.push({
        level: 'project',
        label: project.name,
        allocation: project.allocation,
        target: project.target_accomplishment,
        actual: project.accomplishment,
        slippage: project.slippage,
        value: project.value_accomplished,
        targetValue: project.target_value_accomplished,
        expenditure: project.total_expenditure,
      });
      for (const contract of project.contracts) {
        lines.push({
          level: 'contract',
          label: contract.contract_number,
          description: contract.contract_description,
          original: contract.original_contract_amount,
          revised: contract.records_error?.detail ?? contract.revised_contract_amount,
          target: contract.target_accomplishment,
          actual: contract.actual_accomplishment,
          slippage: contract.slippage,
          value: contract.value_accomplished_share,
          targetValue: contract.target_value_accomplished_share,
        });
      }
    }
  }
  const { summary } = report;
  const projects = report.fund_sources.flatMap((name) => report.report[name] ?? []);
  // The project lines summed exactly (a contract line's value is a share of its
  // project's, so it is not added again); the percentages are the summary's own
  // overall figures, the ones the page shows, never recomputed here.
  const totals = {
    label: 'Total',
    allocation: sumPesos(projects.map((project) => project.allocation)),
    target: summary.overall_target,
    actual: summary.overall_accomplishment,
    slippage: summary.overall_slippage,
    value: sumPesos(projects.map((project) => project.value_accomplished)),
    targetValue: sumPesos(projects.map((project) => project.target_value_accomplished)),
    expenditure: sumPesos(projects.map((project) => project.total_expenditure)),
  };
  const buffer = await writeReportWorkbook({
    sheetTitle: `Projects CY ${year}`,
    officeName: await officeNameOf(db, actor.accountId),
    reportTitle: `Projects Accomplishment Report CY ${year}`,
    asOf: report.as_of,
    widths: columns.map((column) => column.width),
    sections: [
      tableSection<SheetLine>({ columns, rows: lines, freezeHeader: true, emptyText: 'No projects.', ...(projects.length > 0 ? { totals } : {}) }),
      {
        type: 'keyValue',
        title: 'Summary',
        fields: [
          { label: 'Total Allocation', kind: 'pesos', value: pesos(summary.total_allocation) },
          { label: 'Total Value Accomplished', kind: 'pesos', value: pesos(summary.total_value_accomplished) },
          { label: 'Total Target Value Accomplished', kind: 'pesos', value: pesos(summary.total_target_value_accomplished) },
          { label: 'Overall Accomplishment', kind: 'percent', value: summary.overall_accomplishment },
          { label: 'Overall Target', kind: 'percent', value: summary.overall_target },
          { label: 'Overall Slippage', kind: 'percent', value: summary.overall_slippage },
          { label: 'Contracts Left Out (Records Refused)', kind: 'integer', value: report.contracts_with_record_errors },
        ],
      },
    ],
  });
  return { buffer, filename: projectsAccomplishmentFilename(year, report.as_of) };
}
