import { DownloadExcelButton } from '../../../components/download-excel-button';
import { PrintButton } from '../../../components/print-button';
import type { ReportInputs } from '../../../components/report-params';

/**
 * The actions of a generated contracts report (spec 2 §2): its Excel file,
 * named `{title} CY {year} as of {asOf}.xlsx` when the server names none, and
 * Print. Every contracts report offers both, once its figures are read.
 */
export function ReportFileActions({
  title,
  inputs: { year, asOf },
  excelPath,
}: {
  title: string;
  /** The year and As Of date the report was generated for. */
  inputs: ReportInputs;
  excelPath: (year: number, asOf: string) => string;
}) {
  return (
    <>
      <DownloadExcelButton path={excelPath(year, asOf)} fallbackName={`${title} CY ${year} as of ${asOf}.xlsx`} />
      <PrintButton />
    </>
  );
}
