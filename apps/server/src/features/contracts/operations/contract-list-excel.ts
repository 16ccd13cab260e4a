import { parsePesosToCentavos, sumPesos, todayInManila, type ContractListRow } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { officeNameOf, writeWorkbook, type ExcelColumn } from '../../../lib/excel.js';

/** A list row's amount (pesos, as the JSON answers it) back in exact centavos for the writer. */
export const amountCentavos = (row: ContractListRow) => parsePesosToCentavos(row.amount, { allowNegative: true });

/**
 * A contract list as an .xlsx: the rows the JSON list answers (never
 * recomputed), a totals row of Amount summed exactly with `sumPesos`.
 */
export async function contractListWorkbook(
  db: Database,
  accountId: number,
  options: { sheetTitle: string; reportTitle: string; columns: readonly ExcelColumn<ContractListRow>[]; rows: readonly ContractListRow[]; now: Date },
): Promise<Buffer> {
  const [first] = options.columns;
  return writeWorkbook({
    sheetTitle: options.sheetTitle,
    officeName: await officeNameOf(db, accountId),
    reportTitle: options.reportTitle,
    asOf: todayInManila(options.now),
    columns: options.columns,
    rows: options.rows,
    totals: { ...(first ? { [first.key]: 'Total' } : {}), amount: sumPesos(options.rows.map((row) => row.amount)) },
  });
}
