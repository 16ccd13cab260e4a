import { DownloadExcelButton } from '../../../components/download-excel-button';
import { PrintButton } from '../../../components/print-button';
import type { ReportInputs } from '../../../components/report-params';
import type { OperationFile } from '../../../lib/api-operations';

/**
 * The actions of a generated contracts report (spec 2 §2): its Excel file,
 * named `{title} CY {year} as of {asOf}.xlsx` when the server names none, and
 * Print. Every contracts report offers both, once its figures are read.
 */
export function ReportFileActions({
  title,
  inputs: { year, asOf },
  excelFile,
}: {
  title: string;
  /** The year and As Of date the report was generated for. */
  inputs: ReportInputs;
  excelFile: (year: number, asOf: string) => OperationFile;
}) {
  return (
    <>
      <DownloadExcelButton file={excelFile(year, asOf)} fallbackName={`${title} CY ${year} as of ${asOf}.xlsx`} />
      <PrintButton />
    </>
  );
}
