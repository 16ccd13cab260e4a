import { sumCentavos, type Centavos, type ContractsReportRow, type IsoDate, type PpaReport, type PpaReportContract } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { officeNameOf, pesosCellValue, tableSection, writeReportWorkbook, writeWorkbook, type ExcelColumn } from '../../../lib/excel.js';

const pesosOrNull = (amount: number | null): Centavos | null => (amount === null ? null : pesosCellValue(amount));

/** Σ of the amounts a column shows (its empty cells add nothing), exactly in centavos. */
function columnTotal<Row>(rows: readonly Row[], amountOf: (row: Row) => number | null | undefined): Centavos {
  return sumCentavos(rows.flatMap((row) => {
    const amount = amountOf(row);
    return amount === null || amount === undefined ? [] : [pesosCellValue(amount)];
  }));
}

/** The Detailed Breakdown's columns in the page's order (the file also carries the hidden time extension and fund source). */
export const contractsReportColumns: ExcelColumn<ContractsReportRow>[] = [
  { header: 'Contract Number', key: 'contract_number', width: 24, kind: 'text', value: (row) => row.contract_number },
  { header: 'Contract Description', key: 'contract_description', width: 44, kind: 'text', value: (row) => row.contract_description },
  { header: 'Project In Charge', key: 'project_in_charge', width: 24, kind: 'text', value: (row) => row.project_in_charge },
  { header: 'Location', key: 'location', width: 24, kind: 'text', value: (row) => row.location },
  { header: 'Original Contract Amount', key: 'original_contract_amount', width: 20, kind: 'pesos', value: (row) => pesosCellValue(row.original_contract_amount) },
  // A contract whose records are refused: the error sentence in its first computed cell, the other figures empty.
  {
    header: 'Revised Contract Amount',
    key: 'revised_contract_amount',
    width: 20,
    kind: 'pesos',
    value: (row) => row.records_error?.detail ?? pesosOrNull(row.revised_contract_amount),
  },
  { header: 'Fund Source', key: 'fund_source', width: 30, kind: 'text', value: (row) => row.fund_source },
  { header: 'Contractor', key: 'contractor', width: 30, kind: 'text', value: (row) => row.contractor },
  { header: 'Original Contract Time (C.D.)', key: 'original_contract_time', width: 14, kind: 'integer', value: (row) => row.original_contract_time },
  { header: 'Target Accomplishment', key: 'target_accomplishment', width: 14, kind: 'percent', value: (row) => row.target_accomplishment },
  { header: 'Actual Accomplishment', key: 'actual_accomplishment', width: 14, kind: 'percent', value: (row) => row.actual_accomplishment },
  { header: 'Slippage', key: 'slippage', width: 12, kind: 'percent', value: (row) => row.slippage },
  { header: 'Calendar Days Elapsed', key: 'calendar_days_elapsed', width: 12, kind: 'integer', value: (row) => row.calendar_days_elapsed },
  { header: 'Days Suspended', key: 'days_suspended', width: 12, kind: 'integer', value: (row) => row.days_suspended },
  { header: 'Contract Effectivity', key: 'contract_effectivity', width: 14, kind: 'date', value: (row) => row.contract_effectivity },
  { header: 'Contract Time Elapsed', key: 'contract_time_elapsed', width: 12, kind: 'integer', value: (row) => row.contract_time_elapsed },
  { header: 'Original Expiry Date', key: 'original_expiry_date', width: 14, kind: 'date', value: (row) => row.original_expiry_date },
  { header: 'Expiry Date Due to Suspensions', key: 'expiry_date_due_to_suspensions', width: 14, kind: 'date', value: (row) => row.expiry_date_due_to_suspensions },
  { header: 'No. of Time Extensions', key: 'number_of_time_extension', width: 12, kind: 'integer', value: (row) => row.approved_time_extension?.number_of_time_extension },
  { header: 'Time Extension Days', key: 'time_extension_days', width: 12, kind: 'integer', value: (row) => row.approved_time_extension?.total_duration },
  { header: 'Expiry Date Due to Time Extensions', key: 'expiry_date_due_to_time_extensions', width: 14, kind: 'date', value: (row) => row.expiry_date_due_to_time_extensions },
  { header: 'Remarks', key: 'remarks', width: 28, kind: 'text', value: (row) => row.remarks },
];

/**
 * The totals row of the Detailed Breakdown (and of its negative-slippage rows):
 * the contract amounts summed exactly, equal to a SUM of the column above. The
 * percentages stay empty: the contracts report has no summary figure of its own
 * (spec 2 §2), and an average of the rows' percentages would be a figure no
 * page shows. A refused contract's revised cell holds its error, so it adds nothing.
 */
export function contractsReportTotals(rows: readonly ContractsReportRow[]): Record<string, string | Centavos> {
  return {
    contract_number: 'Total',
    original_contract_amount: columnTotal(rows, (row) => row.original_contract_amount),
    revised_contract_amount: columnTotal(rows, (row) => (row.records_error ? null : row.revised_contract_amount)),
  };
}

/** The Detailed Breakdown (or its negative-slippage rows) as an .xlsx. */
export async function contractsReportWorkbook(
  db: Database,
  accountId: number,
  report: { title: string; sheetTitle: string; asOf: IsoDate; rows: readonly ContractsReportRow[] },
): Promise<Buffer> {
  return writeWorkbook({
    sheetTitle: report.sheetTitle,
    officeName: await officeNameOf(db, accountId),
    reportTitle: report.title,
    asOf: report.asOf,
    columns: contractsReportColumns,
    rows: report.rows,
    totals: contractsReportTotals(report.rows),
  });
}

/** The PPA's columns under the page's grouped headers (Project/Program/Activity, Total Cost, Target Completion, Project Status). */
const ppaColumns: ExcelColumn<PpaReportContract>[] = [
  { group: 'Project/Program/Activity', header: 'Item', key: 'item', width: 6, kind: 'integer', value: (row) => row.project_name.item },
  { group: 'Project/Program/Activity', header: 'Contract ID', key: 'contract_number', width: 24, kind: 'text', value: (row) => row.project_name.contract_number },
  { group: 'Project/Program/Activity', header: 'Description', key: 'description', width: 44, kind: 'text', value: (row) => row.project_name.description },
  { header: 'Location', key: 'location', width: 24, kind: 'text', value: (row) => row.location },
  { group: 'Total Cost', header: 'Original', key: 'original', width: 20, kind: 'pesos', value: (row) => pesosCellValue(row.total_cost.original) },
  // A contract whose records are refused: the error sentence in its first computed cell, the other figures empty.
  {
    group: 'Total Cost',
    header: 'Revised',
    key: 'revised',
    width: 20,
    kind: 'pesos',
    value: (row) => row.records_error?.detail ?? pesosOrNull(row.total_cost.revised),
  },
  { header: 'Date Started', key: 'date_started', width: 14, kind: 'date', value: (row) => row.project_dates.date_started },
  { header: 'No. of Extensions', key: 'extensions', width: 12, kind: 'integer', value: (row) => row.extensions?.number_of_time_extension },
  { group: 'Target Completion', header: 'Original', key: 'completion_original', width: 14, kind: 'date', value: (row) => row.project_dates.completion_date?.original },
  { group: 'Target Completion', header: 'Revised', key: 'completion_revised', width: 14, kind: 'date', value: (row) => row.project_dates.completion_date?.revised },
  { group: 'Project Status', header: '% of Completion', key: 'percentage_of_completion', width: 12, kind: 'percent', value: (row) => row.project_status?.percentage_of_completion },
  { group: 'Project Status', header: 'Cost Incurred to Date', key: 'cost_incurred_to_date', width: 20, kind: 'pesos', value: (row) => pesosOrNull(row.project_status?.cost_incurred_to_date ?? null) },
  { header: 'Remarks', key: 'remarks', width: 28, kind: 'text', value: (row) => row.remarks },
];

/**
 * The PPA's totals row: the total costs and the cost incurred to date summed
 * exactly (a refused contract's revised cell holds its error and adds nothing).
 * The % of completion stays empty: the report has no overall figure of its own.
 */
export function ppaReportTotals(contracts: readonly PpaReportContract[]): Record<string, string | Centavos> {
  return {
    item: 'Total',
    original: columnTotal(contracts, (row) => row.total_cost.original),
    revised: columnTotal(contracts, (row) => (row.records_error ? null : row.total_cost.revised)),
    cost_incurred_to_date: columnTotal(contracts, (row) => row.project_status?.cost_incurred_to_date),
  };
}

/** The PPA report (COA Circular 2013-004 Annex B) as an .xlsx. */
export async function ppaReportWorkbook(db: Database, accountId: number, report: PpaReport): Promise<Buffer> {
  return writeReportWorkbook({
    sheetTitle: `PPA CY ${report.year}`,
    officeName: await officeNameOf(db, accountId),
    reportTitle: report.title_1,
    subtitles: [report.title_2, `Status of Projects/Programs/Activities, CY ${report.year}`],
    asOf: report.as_of,
    widths: ppaColumns.map((column) => column.width),
    sections: [
      tableSection({
        columns: ppaColumns,
        rows: report.contracts,
        freezeHeader: true,
        emptyText: 'No contract in this year.',
        ...(report.contracts.length > 0 ? { totals: ppaReportTotals(report.contracts) } : {}),
      }),
    ],
  });
}
