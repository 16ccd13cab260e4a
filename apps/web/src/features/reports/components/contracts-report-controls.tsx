import type { UseQueryResult } from '@tanstack/react-query';
import { ReportControls } from '../../../components/report-controls';
import type { ReportInputs, useReportParams } from '../../../components/report-params';
import type { OperationFile } from '../../../lib/api-operations';
import { ReportFileActions } from './report-file-actions';

/**
 * The controls of a contracts report whose inputs are always known (the
 * address's, or today's): the year and As Of inputs, whose Generate re-reads
 * `report`, and, once its figures are read, the report's Excel file and Print.
 */
export function ContractsReportControls({
  title,
  inputs,
  notice,
  generate,
  report,
  excelFile,
}: {
  /** The report's title, which names its Excel file. */
  title: string;
  /** The inputs the report on screen was generated for. */
  inputs: ReportInputs;
  notice: string | null;
  generate: ReturnType<typeof useReportParams>['generate'];
  report: UseQueryResult<unknown>;
  excelFile: (year: number, asOf: string) => OperationFile;
}) {
  const ready = report.data !== undefined && !report.isFetching;
  return (
    <ReportControls
      initial={inputs}
      notice={notice}
      onGenerate={(next) => generate(next, report.refetch)}
      generating={report.isFetching}
      actions={ready && <ReportFileActions title={title} inputs={inputs} excelFile={excelFile} />}
    />
  );
}
