import {
  type ContractSummary,
  type ContractSummaryFeature,
  type ContractTimeline,
  type IsoDate,
  type TimelineSuspensionRowAnswer,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { officeNameOf, pesosCellValue, tableSection, writeReportWorkbook, type ExcelColumn, type KeyValueField, type ReportSheet } from '../../../lib/excel.js';


/**
 * Both one-contract reports open the same way: the report's name as the sheet's
 * and the title, the office, "Contract No. …" under it and the as-of date; each
 * report gives only its column widths and sections.
 */
async function oneContractWorkbook(
  db: Database,
  accountId: number,
  reportTitle: string,
  report: { contract_number: string; as_of: IsoDate },
  layout: Pick<ReportSheet, 'widths' | 'sections'>,
): Promise<Buffer> {
  return writeReportWorkbook({
    sheetTitle: reportTitle,
    officeName: await officeNameOf(db, accountId),
    reportTitle,
    subtitles: [`Contract No. ${report.contract_number}`],
    asOf: report.as_of,
    ...layout,
  });
}

/** The numbered rows of the Contract Summary, as the page shows them. */
export function summaryNumberedRows(summary: ContractSummary): KeyValueField[] {
  const rows: Omit<KeyValueField, 'number'>[] = [
    { label: 'Original Contract Time (C.D.)', kind: 'integer', value: summary.original_contract_time },
    { label: 'Contract Effectivity', kind: 'date', value: summary.contract_effectivity },
    { label: 'Original Expiry Date', kind: 'date', value: summary.original_expiry_date },
    { label: 'Calendar Days Elapsed', kind: 'integer', value: summary.calendar_days_elapsed },
    { label: 'Days Suspended', kind: 'integer', value: summary.days_suspended },
    { label: 'Contract Time Elapsed', kind: 'integer', value: summary.contract_time_elapsed },
    { label: 'Expiry Date Due to Suspensions', kind: 'date', value: summary.expiry_date_due_to_suspensions },
    { label: 'Expiry Date Due to Time Extensions', kind: 'date', value: summary.expiry_date_due_to_time_extensions },
    { label: '% Time Elapsed', kind: 'percent', value: summary.percent_time_elapsed },
    { label: '% Work Accomplished (Actual)', kind: 'percent', value: summary.percent_work_accomplished },
    { label: '% Work Programmed (Target)', kind: 'percent', value: summary.percent_work_programmed },
    { label: '% Slippage', kind: 'percent', value: summary.percent_slippage },
  ];
  return rows.map((row, index) => ({ number: index + 1, ...row }));
}

const featureColumns: ExcelColumn<ContractSummaryFeature & { index: number }>[] = [
  { header: 'No.', key: 'index', width: 6, kind: 'integer', value: (row) => row.index },
  { header: 'Physical Feature', key: 'name', width: 44, kind: 'text', value: (row) => row.name },
  // A quantity keeps its decimals (320.75 cu.m.).
  { header: 'Quantity', key: 'quantity', width: 24, kind: 'number', value: (row) => row.quantity },
  { header: 'Unit', key: 'unit', width: 12, kind: 'text', value: (row) => row.unit },
  { header: 'Description', key: 'description', width: 44, kind: 'text', value: (row) => row.description },
];

/** The Contract Summary as an .xlsx: contract data, the twelve numbered rows, the features above 0. */
export function contractSummaryWorkbook(db: Database, accountId: number, summary: ContractSummary): Promise<Buffer> {
  return oneContractWorkbook(db, accountId, 'Contract Summary', summary, {
    widths: [6, 44, 24, 12, 44],
    sections: [
      {
        type: 'keyValue',
        startColumn: 2,
        fields: [
          { label: 'Contract Description', kind: 'text', value: summary.contract_description },
          { label: 'Location', kind: 'text', value: summary.location },
          { label: 'Original Contract Amount', kind: 'pesos', value: pesosCellValue(summary.original_contract_amount) },
          { label: 'Revised Contract Amount', kind: 'pesos', value: pesosCellValue(summary.revised_contract_amount) },
          { label: 'Fund Source', kind: 'text', value: summary.fund_source },
          { label: 'Contractor', kind: 'text', value: summary.contractor },
        ],
      },
      { type: 'keyValue', header: ['No.', 'Particulars', 'Value'], numbered: true, fields: summaryNumberedRows(summary) },
      tableSection({
        title: 'Physical Features',
        columns: featureColumns,
        rows: summary.physical_features.map((feature, index) => ({ ...feature, index: index + 1 })),
        emptyText: 'No physical feature accomplished as of this date.',
      }),
    ],
  });
}

const suspensionColumns: ExcelColumn<TimelineSuspensionRowAnswer>[] = [
  { header: 'Suspension No.', key: 'suspension_number', width: 36, kind: 'integer', value: (row) => row.suspension_number },
  { header: 'Date', key: 'date', width: 20, kind: 'date', value: (row) => row.date },
  { header: 'Reason for Suspension', key: 'reason_for_suspension', width: 40, kind: 'text', value: (row) => row.reason_for_suspension },
  { header: 'Contract Days Used', key: 'contract_days_used', width: 16, kind: 'integer', value: (row) => row.contract_days_used },
  { header: 'Contract Days Remaining', key: 'contract_days_remaining', width: 18, kind: 'integer', value: (row) => row.contract_days_remaining },
  { header: 'Resumption', key: 'resumption', width: 16, kind: 'date', value: (row) => row.resumption ?? 'Not yet resumed' },
  { header: 'Days Suspended', key: 'days_suspended', width: 16, kind: 'integer', value: (row) => row.days_suspended },
];

/** The Contract Timeline as an .xlsx: the contract's fields, the suspensions (frozen header, total days), completion and liquidated damages. */
export function contractTimelineWorkbook(db: Database, accountId: number, timeline: ContractTimeline): Promise<Buffer> {
  return oneContractWorkbook(db, accountId, 'Contract Timeline', timeline, {
    widths: suspensionColumns.map((column) => column.width),
    sections: [
      {
        type: 'keyValue',
        fields: [
          { label: 'Project Name', kind: 'text', value: timeline.project_name },
          { label: 'Contract No.', kind: 'text', value: timeline.contract_number },
          { label: 'Contractor', kind: 'text', value: timeline.contractor },
          { label: 'Contract Amount', kind: 'pesos', value: pesosCellValue(timeline.contract_amount) },
          { label: 'Revised Contract Amount', kind: 'pesos', value: pesosCellValue(timeline.revised_contract_amount) },
          { label: 'Contract Duration (C.D.)', kind: 'integer', value: timeline.contract_duration },
          { label: 'Contract Effectivity', kind: 'date', value: timeline.contract_effectivity },
          { label: 'Expiry Date', kind: 'date', value: timeline.expiry_date },
          { label: 'Expiry Date Due to Suspensions', kind: 'date', value: timeline.expiry_date_due_to_suspensions },
          { label: 'Expiry Date Due to Time Extensions', kind: 'date', value: timeline.expiry_date_due_to_time_extensions },
        ],
      },
      tableSection({
        title: 'Suspensions',
        columns: suspensionColumns,
        rows: timeline.suspensions,
        freezeHeader: true,
        emptyText: 'No suspension as of this date.',
        ...(timeline.suspensions.length > 0
          ? { totals: { suspension_number: 'Total', days_suspended: timeline.suspensions.reduce((sum, row) => sum + row.days_suspended, 0) } }
          : {}),
      }),
      {
        type: 'keyValue',
        fields: [
          { label: 'Revised Target Completion', kind: 'date', value: timeline.revised_target_completion },
          { label: 'Completion Date', kind: 'date', value: timeline.completion_date ?? 'Not yet completed' },
          { label: 'Contract Time Elapsed (Days Used)', kind: 'integer', value: timeline.contract_time_elapsed },
          { label: '% Work Accomplished (Actual)', kind: 'percent', value: timeline.actual_accomplishment },
          { label: 'Days of Delay', kind: 'integer', value: timeline.days_of_delay },
          { label: 'Liquidated Damages', kind: 'pesos', value: pesosCellValue(timeline.liquidated_damages) },
          {
            label: `Liquidated Damages Reached ${timeline.liquidated_damages_flag_percent}% of the Revised Contract Amount`,
            kind: 'text',
            value: timeline.liquidated_damages_flag ? 'Yes' : 'No',
          },
        ],
      },
    ],
  });
}
