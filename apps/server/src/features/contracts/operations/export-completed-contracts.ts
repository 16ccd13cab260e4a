import type { ContractListRow } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import type { ExcelColumn } from '../../../lib/excel.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { amountCentavos, contractListWorkbook } from './contract-list-excel.js';
import { listCompletedContracts } from './list-completed-contracts.js';

/** Spec 3 §3, the completed row; the system as the page shows it: "Name (Municipality, Province)". */
const columns: ExcelColumn<ContractListRow>[] = [
  { header: 'Contract ID', key: 'contract_id', width: 20, kind: 'text', value: (row) => row.contract_id },
  { header: 'Description', key: 'contract_description', width: 50, kind: 'text', value: (row) => row.contract_description },
  { header: 'Amount', key: 'amount', width: 20, kind: 'pesos', value: amountCentavos },
  { header: 'Start Date', key: 'start_date', width: 14, kind: 'date', value: (row) => row.start_date },
  { header: 'Duration (C.D.)', key: 'duration', width: 14, kind: 'integer', value: (row) => row.duration },
  { header: 'Contractor', key: 'contractor', width: 30, kind: 'text', value: (row) => row.contractor },
  { header: 'Project In Charge', key: 'project_in_charge', width: 26, kind: 'text', value: (row) => row.project_in_charge },
  {
    header: 'System',
    key: 'system',
    width: 40,
    kind: 'text',
    value: (row) => (row.system ? `${row.system.name} (${row.system.municipality}, ${row.system.province})` : ''),
  },
];

/** Added only when a contract's records are refused (it is listed here until they are fixed): what is wrong. */
const recordsColumn: ExcelColumn<ContractListRow> = {
  header: 'Records',
  key: 'records_error',
  width: 50,
  kind: 'text',
  value: (row) => row.records_error?.detail ?? '',
};

export const completedContractsFilename = (year: number) => `Completed Contracts CY ${year}.xlsx`;

/** `GET contracts/completed/{year}/excel`: the year's completed list (the rows of `contracts/completed/{year}`) as an .xlsx. */
export async function exportCompletedContracts(db: Database, actor: AuthActor, year: number, now: Date): Promise<Buffer> {
  const rows = await listCompletedContracts(db, actor, year, now);
  return contractListWorkbook(db, actor.accountId, {
    sheetTitle: `Completed CY ${year}`,
    reportTitle: `Completed Contracts of CY ${year}`,
    columns: rows.some((row) => row.records_error) ? [...columns, recordsColumn] : columns,
    rows,
    now,
  });
}
