import { DownloadExcelButton } from '../../../components/download-excel-button';
import { PrintButton } from '../../../components/print-button';

/**
 * The actions of a generated contracts report (spec 2 §2): its Excel file,
 * named `{title} CY {year} as of {asOf}.xlsx` when the server names none, and
 * Print. Every contracts report offers both, once its figures are read.
 */
export function ReportFileActions({ title, year, asOf, excelPath }: { title: string; year: number; asOf: string; excelPath: string }) {
  return (
    <>
      <DownloadExcelButton path={excelPath} fallbackName={`${title} CY ${year} as of ${asOf}.xlsx`} />
      <PrintButton />
    </>
  );
}
