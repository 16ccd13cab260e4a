import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { todayInManila } from '@subaybay/domain';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { PrintHeader, yearAsOfLine } from '../../../components/print-header';
import { QueryState } from '../../../components/query-state';
import { ReportPending } from '../../../components/report-pending';
import { useReportParams } from '../../../components/report-params';
import { paths } from '../../../app/paths';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDate } from '../../../lib/format';
import { pathImplementationYear } from '../../../lib/path-params';
import { negativeSlippageExcelFile, negativeSlippageQueryOptions } from '../api/contracts-reports';
import { ContractsReportTable } from '../components/contracts-report-table';
import { ContractsReportControls } from '../components/contracts-report-controls';
import { contractsReportCrumbs } from '../components/report-crumbs';

export const notAYearMessage = 'That address names no implementation year. Open the report from the Contracts Report page.';

/** Contracts with Negative Slippage (spec 2 §2): read on entry as of today; a row opens Contract Details. */
export function NegativeSlippagePage() {
  const param = useParams().implementationYear;
  const today = todayInManila();
  const year = param === undefined ? Number(today.slice(0, 4)) : pathImplementationYear(param);
  return (
    <PageContainer>
      <PageHeader title="Contracts with Negative Slippage" breadcrumbs={contractsReportCrumbs('Negative Slippage')} />
      {year === null ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{notAYearMessage}</Typography>
        </Paper>
      ) : (
        <NegativeSlippageReport year={year} />
      )}
    </PageContainer>
  );
}

function NegativeSlippageReport({ year }: { year: number }) {
  // The year is the path's (spec 2 §2); the As Of date is the address's `?as_of=`.
  const { initial: current, generate, notice } = useReportParams({ readOnEntry: true, pathYear: year, pathForYear: paths.contractsWithNegativeSlippage });
  const reportQuery = negativeSlippageQueryOptions(current.year, current.asOf);
  const report = useQuery(reportQuery);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ContractsReportControls title="Contracts with Negative Slippage" inputs={current} notice={notice} generate={generate} report={report} excelFile={negativeSlippageExcelFile} />
      {report.isFetching && <LinearProgress aria-label="Generating the report" />}
      <QueryState
        query={report}
        loading={
          <ReportPending queryKey={reportQuery.queryKey}>
            <TableSkeleton rows={8} columns={6} />
          </ReportPending>
        }
        empty={`No contract of ${current.year} is behind schedule as of ${formatDate(current.asOf)}.`}
      >
        {(rows) => (
          <>
            <PrintHeader title="Contracts with Negative Slippage" lines={[yearAsOfLine(current.year, current.asOf)]} />
            <ContractsReportTable rows={rows} label={`Contracts of ${current.year} with negative slippage as of ${formatDate(current.asOf)}`} />
          </>
        )}
      </QueryState>
    </Box>
  );
}
