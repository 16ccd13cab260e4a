import {
  centavosToPesos,
  contractFigures,
  contractReportRemarks,
  contractTimeReportFields,
  costIncurredToDate,
  figuresOrRecordsError,
  PPA_TITLE_1,
  PPA_TITLE_2,
  type AsOfQuery,
  type ContractsReportRow,
  type IsoDate,
  type PpaReport,
  type PpaReportContract,
} from '@subaybay/domain';
import type { ServiceDeps } from '../../../lib/deps.js';
import type { AuthActor } from '../../../plugins/auth.js';
import type { Database } from '../../../db/client.js';
import { asOfDate, figuresInputOf, fundSourceOf, streamContractsOfYear, type ContractWithRecords } from '../../contracts/contracts.service.js';
import { contractsReportWorkbook, ppaReportWorkbook } from './contracts-reports-excel.js';
import { reportSlice } from '../../../lib/report-queue.js';
import { sortInSlices } from '../../../lib/sort-in-slices.js';

/**
 * The contracts reports of a year as of T (spec 2 §2 Reports, §3, §7): the
 * Detailed Breakdown, its negative-slippage rows and the PPA report, with their
 * Excel files. The year's contracts are read a page at a time and each is
 * computed as it arrives (streamContractsOfYear), so only the report's rows
 * are kept; every figure from the domain engine (contractFigures,
 * costIncurredToDate). Rows are listed by contract number, then id. A
 * contract whose records are refused keeps its row, with `records_error` and
 * its figures null.
 */

/** The reports' order: by contract number (as `localeCompare` sorts it), then id. */
const byContractNumber = (a: { number: string; id: number }, b: { number: string; id: number }) => a.number.localeCompare(b.number) || a.id - b.id;

/** `rowOf` of each of the year's contracts as it is read, then sorted by contract number. */
async function eachContractOfYear<Row>(
  db: Database,
  accountId: number,
  year: number,
  rowOf: (data: ContractWithRecords) => Row,
  keyOf: (row: Row) => { number: string; id: number },
): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const data of streamContractsOfYear(db, accountId, year)) rows.push(rowOf(data));
  // Sorted in slices: a year's rows at once held the event loop for ~150 ms (decision 039).
  return sortInSlices(rows, (a, b) => byContractNumber(keyOf(a), keyOf(b)), reportSlice());
}

/** One row of the Detailed Breakdown as of T. */
export function contractsReportRowOf(data: ContractWithRecords, asOf: IsoDate): ContractsReportRow {
  const { row, projects, records } = data;
  const { figures, recordsError } = figuresOrRecordsError(row.id, () => contractFigures(figuresInputOf(row, records, asOf)));
  const identity = {
    id: row.id,
    contract_number: row.contractNumber,
    contract_description: row.description,
    location: row.location,
    original_contract_amount: centavosToPesos(row.amount),
    contractor: row.contractorName ?? '',
    project_in_charge: row.projectInChargeId === null ? '' : `${row.picFirstName ?? ''} ${row.picLastName ?? ''}`.trim(),
    contract_effectivity: row.startDate,
    original_contract_time: row.duration,
    fund_source: fundSourceOf(projects),
  };
  if (figures === null) {
    return {
      ...identity,
      revised_contract_amount: null,
      actual_accomplishment: null,
      target_accomplishment: null,
      slippage: null,
      slippage_band: null,
      original_expiry_date: null,
      calendar_days_elapsed: null,
      days_suspended: null,
      contract_time_elapsed: null,
      expiry_date_due_to_suspensions: null,
      expiry_date_due_to_time_extensions: null,
      approved_time_extension: null,
      remarks: recordsError.detail,
      records_error: recordsError,
    };
  }
  const { status, revisedContractAmount } = figures;
  return {
    ...identity,
    revised_contract_amount: centavosToPesos(revisedContractAmount),
    actual_accomplishment: status.actualAccomplishment,
    target_accomplishment: status.targetAccomplishment,
    slippage: status.slippage,
    slippage_band: status.slippageBand,
    ...contractTimeReportFields(status),
    approved_time_extension: {
      number_of_time_extension: status.approvedTimeExtension.numberOfTimeExtension,
      total_duration: status.approvedTimeExtension.totalDuration,
    },
    remarks: contractReportRemarks(status),
  };
}

/** One contract's PPA row as of T; its item number is its place in the report, given once the rows are sorted. */
export function ppaRowOf({ row, records }: ContractWithRecords, asOf: IsoDate): PpaReportContract {
  const identity = {
    contract_id: row.id,
    project_name: { item: 0, contract_number: row.contractNumber, description: row.description },
    location: row.location,
  };
  const { figures, recordsError } = figuresOrRecordsError(row.id, () => contractFigures(figuresInputOf(row, records, asOf)));
  if (figures === null) {
    return {
      ...identity,
      total_cost: { original: centavosToPesos(row.amount), revised: null },
      project_dates: { date_started: row.startDate, completion_date: null },
      extensions: null,
      project_status: null,
      remarks: recordsError.detail,
      records_error: recordsError,
    };
  }
  const { status, revisedContractAmount } = figures;
  return {
    ...identity,
    total_cost: {
      original: centavosToPesos(row.amount),
      revised: revisedContractAmount === row.amount ? null : centavosToPesos(revisedContractAmount),
    },
    project_dates: {
      date_started: row.startDate,
      completion_date: { original: status.originalExpiryDate, revised: status.expiryDateDueToTimeExtensions },
    },
    extensions: { number_of_time_extension: status.approvedTimeExtension.numberOfTimeExtension },
    project_status: {
      percentage_of_completion: status.actualAccomplishment,
      cost_incurred_to_date: centavosToPesos(costIncurredToDate(records.billings, asOf)),
    },
    remarks: contractReportRemarks(status),
  };
}

/** The PPA report of the year's contract rows (sorted), numbered in their order. */
export function ppaReportOf(year: number, rows: readonly PpaReportContract[], asOf: IsoDate): PpaReport {
  const contracts = rows.map((row, index) => ({ ...row, project_name: { ...row.project_name, item: index + 1 } }));
  const withRecordErrors = rows.filter((row) => row.records_error !== undefined).length;
  return { title_1: PPA_TITLE_1, title_2: PPA_TITLE_2, year, as_of: asOf, contracts, contracts_with_record_errors: withRecordErrors };
}

export const contractsReportFilename = (year: number, asOf: string) => `Contracts Detailed Breakdown CY ${year} as of ${asOf}.xlsx`;
export const negativeSlippageFilename = (year: number, asOf: string) => `Contracts with Negative Slippage CY ${year} as of ${asOf}.xlsx`;
export const ppaReportFilename = (year: number, asOf: string) => `PPA Report CY ${year} as of ${asOf}.xlsx`;

export function createContractsReportsService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  async function detailed(actor: AuthActor, year: number, query: AsOfQuery) {
    const asOf = asOfDate(query.as_of, now());
    const rows = await eachContractOfYear(
      db,
      actor.accountId,
      year,
      (data) => contractsReportRowOf(data, asOf),
      (row) => ({ number: row.contract_number, id: row.id }),
    );
    return { asOf, rows };
  }

  async function negative(actor: AuthActor, year: number, query: AsOfQuery) {
    const { asOf, rows } = await detailed(actor, year, query);
    // Raw slippage below 0 (spec 2 §4), not the 2-decimal figure. A contract whose
    // records are refused may be behind: it stays listed, with what is wrong.
    return { asOf, rows: rows.filter((row) => row.records_error !== undefined || (row.slippage !== null && row.slippage < 0)) };
  }

  return {
    async contractsReport(actor: AuthActor, year: number, query: AsOfQuery): Promise<ContractsReportRow[]> {
      return (await detailed(actor, year, query)).rows;
    },

    async negativeSlippage(actor: AuthActor, year: number, query: AsOfQuery): Promise<ContractsReportRow[]> {
      return (await negative(actor, year, query)).rows;
    },

    async ppaReport(actor: AuthActor, year: number, query: AsOfQuery): Promise<PpaReport> {
      const asOf = asOfDate(query.as_of, now());
      const rows = await eachContractOfYear(
        db,
        actor.accountId,
        year,
        (data) => ppaRowOf(data, asOf),
        (row) => ({ number: row.project_name.contract_number, id: row.contract_id }),
      );
      return ppaReportOf(year, rows, asOf);
    },

    async contractsReportExcel(actor: AuthActor, year: number, query: AsOfQuery) {
      const { asOf, rows } = await detailed(actor, year, query);
      return {
        buffer: await contractsReportWorkbook(db, actor.accountId, { title: `Contracts Detailed Breakdown, CY ${year}`, sheetTitle: `Detailed CY ${year}`, asOf, rows }),
        filename: contractsReportFilename(year, asOf),
      };
    },

    async negativeSlippageExcel(actor: AuthActor, year: number, query: AsOfQuery) {
      const { asOf, rows } = await negative(actor, year, query);
      return {
        buffer: await contractsReportWorkbook(db, actor.accountId, { title: `Contracts with Negative Slippage, CY ${year}`, sheetTitle: `Negative CY ${year}`, asOf, rows }),
        filename: negativeSlippageFilename(year, asOf),
      };
    },

    async ppaReportExcel(actor: AuthActor, year: number, query: AsOfQuery) {
      const report = await this.ppaReport(actor, year, query);
      return { buffer: await ppaReportWorkbook(db, actor.accountId, report), filename: ppaReportFilename(year, report.as_of) };
    },
  };
}
