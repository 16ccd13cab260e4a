import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { PrintHeader, yearAsOfLine } from '../../../components/print-header';
import { QueryState } from '../../../components/query-state';
import { ReportPending } from '../../../components/report-pending';
import { ReportControls } from '../../../components/report-controls';
import { useReportParams } from '../../../components/report-params';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDate } from '../../../lib/format';
import { contractsReportExcelFile, contractsReportQueryOptions } from '../api/contracts-reports';
import { ContractsReportTable } from '../components/contracts-report-table';
import { ReportFileActions } from '../components/report-file-actions';
import { contractsReportCrumbs } from '../components/report-crumbs';

export const generatePrompt = 'Pick the As Of date and the implementation year, then Generate.';

/** Contracts Detailed Breakdown (spec 2 §2): As Of + year + Generate, the table, then its Excel file. */
export function ContractsDetailedBreakdownPage() {
  const { request: inputs, initial, generate, notice } = useReportParams();
  const reportQuery = contractsReportQueryOptions(inputs?.year ?? 0, inputs?.asOf ?? '');
  const report = useQuery({ ...reportQuery, enabled: inputs !== null });
  const ready = inputs !== null && report.data !== undefined && !report.isFetching;

  return (
    <PageContainer>
      <PageHeader title="Contracts Detailed Breakdown" breadcrumbs={contractsReportCrumbs('Detailed Breakdown')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ReportControls
          initial={initial}
          notice={notice}
          onGenerate={(next) => generate(next, report.refetch)}
          generating={inputs !== null && report.isFetching}
          actions={
            ready && <ReportFileActions title="Contracts Detailed Breakdown" inputs={inputs} excelFile={contractsReportExcelFile} />
          }
        />
        {inputs === null ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography color="text.secondary">{generatePrompt}</Typography>
          </Paper>
        ) : (
          <>
            {report.isFetching && <LinearProgress aria-label="Generating the report" />}
            <QueryState
              query={report}
              loading={
                <ReportPending queryKey={reportQuery.queryKey}>
                  <TableSkeleton rows={8} columns={6} />
                </ReportPending>
              }
              empty={`No contract of ${inputs.year} in this office.`}>
              {(rows) => (
                <>
                  <PrintHeader title="Contracts Detailed Breakdown" lines={[yearAsOfLine(inputs.year, inputs.asOf)]} />
                  <Typography variant="subtitle2" component="p">
                    {rows.length} contract{rows.length === 1 ? '' : 's'} of {inputs.year}, as of {formatDate(inputs.asOf)}
                  </Typography>
                  <ContractsReportTable rows={rows} label={`Contracts of ${inputs.year} as of ${formatDate(inputs.asOf)}`} />
                </>
              )}
            </QueryState>
          </>
        )}
      </Box>
    </PageContainer>
  );
}
