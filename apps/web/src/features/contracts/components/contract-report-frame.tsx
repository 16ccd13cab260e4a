import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import { todayInManila } from '@subaybay/domain';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { ContractNotFound, isNotFound } from './contract-not-found';
import { DetailsSkeleton } from '../../../components/skeletons';
import { useContractCrumbs } from './contract-breadcrumbs';
import { ReportAsOfBar } from './report-as-of-bar';


/**
 * The frame of a contract report page (Summary, Timeline): the title and
 * breadcrumbs, the As Of picker (default today) driving the read and the Excel
 * file of the same date, "no such contract" on a 404, else the report's body.
 */
export function ContractReportFrame<Report extends { contract_number: string; contract_description: string }>({
  contractId,
  title,
  crumb,
  useReport,
  excelPath,
  children,
}: {
  contractId: number;
  /** "Contract Summary"; the Excel file is named "{title} {number} as of {date}.xlsx". */
  title: string;
  crumb: string;
  /** The report's query hook; `asOf` undefined means today (the query the route loader started). */
  useReport: (contractId: number, asOf?: string) => UseQueryResult<Report>;
  excelPath: (contractId: number, asOf: string) => string;
  children: (report: Report) => ReactNode;
}) {
  const today = todayInManila();
  const [asOfInput, setAsOfInput] = useState(today);
  const report = useReport(contractId, asOfInput === today ? undefined : asOfInput);
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
            asOf={asOfInput}
            onAsOfChange={setAsOfInput}
            excelPath={excelPath(contractId, asOfInput)}
            fallbackName={`${title} ${report.data?.contract_number ?? contractId} as of ${asOfInput}.xlsx`}
          />
          <QueryState query={report} loading={<DetailsSkeleton fields={12} />}>
            {children}
          </QueryState>
        </Box>
      )}
    </PageContainer>
  );
}
