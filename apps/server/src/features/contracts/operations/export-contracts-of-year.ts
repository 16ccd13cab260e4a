import { contractStatusLabels, slippageBandLabels, type ContractListRow } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import type { ExcelColumn } from '../../../lib/excel.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { amountCentavos, contractListWorkbook } from './contract-list-excel.js';
import { listContractsOfYear } from './list-contracts-of-year.js';

const columns: ExcelColumn<ContractListRow>[] = [
  { header: 'Contract ID', key: 'contract_id', width: 20, kind: 'text', value: (row) => row.contract_id },
  { header: 'Description', key: 'contract_description', width: 50, kind: 'text', value: (row) => row.contract_description },
  { header: 'Contractor', key: 'contractor', width: 30, kind: 'text', value: (row) => row.contractor },
  { header: 'Amount', key: 'amount', width: 20, kind: 'pesos', value: amountCentavos },
  // A contract whose records are refused: the error sentence in place of its figures.
  { header: 'Accomplishment %', key: 'accomplishment', width: 16, kind: 'percent', value: (row) => row.records_error?.detail ?? row.accomplishment },
  { header: 'Target %', key: 'target_accomplishment', width: 12, kind: 'percent', value: (row) => row.target_accomplishment },
  { header: 'Slippage %', key: 'slippage', width: 12, kind: 'percent', value: (row) => row.slippage },
  { header: 'Band', key: 'slippage_band', width: 20, kind: 'text', value: (row) => (row.slippage_band ? slippageBandLabels[row.slippage_band] : '') },
  { header: 'Status', key: 'status', width: 12, kind: 'text', value: (row) => (row.status ? contractStatusLabels[row.status] : '') },
];

export const contractsOfYearFilename = (year: number) => `Contracts CY ${year}.xlsx`;

/** `GET contracts/year/{year}/excel`: the year's list (the same rows as `contracts/year/{year}`) as an .xlsx. */
export async function exportContractsOfYear(db: Database, actor: AuthActor, year: number, now: Date): Promise<Buffer> {
  const rows = await listContractsOfYear(db, actor, year, now);
  return contractListWorkbook(db, actor.accountId, { sheetTitle: `CY ${year}`, reportTitle: `Contracts of CY ${year}`, columns, rows, now });
}
