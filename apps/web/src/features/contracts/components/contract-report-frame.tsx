import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { PrintHeader } from '../../../components/print-header';
import { useAsOfParam } from '../../../components/report-params';
import { QueryState } from '../../../components/query-state';
import { DetailsSkeleton } from '../../../components/skeletons';
import { formatDate } from '../../../lib/format';
import type { OperationFile } from '../../../lib/api-operations';
import { ContractNotFound, isNotFound } from './contract-not-found';
import { useContractCrumbs } from './contract-breadcrumbs';
import { ReportAsOfBar } from './report-as-of-bar';


/**
 * The frame of a contract report page (Summary, Timeline): the title and
 * breadcrumbs, the As Of picker (the address's `?as_of=`, default today) driving the read and the Excel
 * file of the same date, "no such contract" on a 404, else the report's body.
 */
export function ContractReportFrame<Report extends { contract_number: string; contract_description: string }>({
  contractId,
  title,
  crumb,
  useReport,
  excelFile,
  children,
}: {
  contractId: number;
  /** "Contract Summary"; the Excel file is named "{title} {number} as of {date}.xlsx". */
  title: string;
  crumb: string;
  /** The report's query hook; `asOf` undefined means today (the query the route loader started). */
  useReport: (contractId: number, asOf?: string) => UseQueryResult<Report>;
  excelFile: (contractId: number, asOf: string) => OperationFile;
  children: (report: Report) => ReactNode;
}) {
  // `?as_of=`: Back, a refresh and a shared link show the report of the same date.
  const { asOf: asOfInput, fieldValue, isToday, setAsOf: setAsOfInput } = useAsOfParam();
  const report = useReport(contractId, isToday ? undefined : asOfInput);
  const crumbs = useContractCrumbs(contractId, crumb);
  const notFound = isNotFound(report.error);

  return (
    <PageContainer>
      <PageHeader title={title} breadcrumbs={crumbs} subtitle={report.data?.contract_description} />
      {notFound ? (
        <ContractNotFound contractId={contractId} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <ReportAsOfBar
            asOf={fieldValue}
            onAsOfChange={setAsOfInput}
            excelFile={excelFile(contractId, asOfInput)}
            fallbackName={`${title} ${report.data?.contract_number ?? contractId} as of ${asOfInput}.xlsx`}
          />
          <QueryState query={report} loading={<DetailsSkeleton fields={12} />}>
            {(loaded) => (
              <>
                <PrintHeader title={title} lines={[`${loaded.contract_number}: ${loaded.contract_description}`, `As of ${formatDate(asOfInput)}`]} />
                {children(loaded)}
              </>
            )}
          </QueryState>
        </Box>
      )}
    </PageContainer>
  );
}
