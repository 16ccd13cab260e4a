import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { FundSourceSummaryRow } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { PrintButton } from '../../../components/print-button';
import { PrintHeader, yearAsOfLine } from '../../../components/print-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { ReportPending } from '../../../components/report-pending';
import { RecordsLeftOutAlert } from '../../../components/records-error';
import { RowCard, RowCardList, usePhoneLayout } from '../../../components/row-card';
import { TableSkeleton } from '../../../components/skeletons';
import { TableRegion } from '../../../components/table-region';
import { formatDate, formatPercent, formatPesos } from '../../../lib/format';
import { accomplishmentSummaryReportQueryOptions, useAccomplishmentSummaryReport } from '../api/get-accomplishment-summary-report';
import { ReportControls } from '../../../components/report-controls';
import { useReportParams } from '../../../components/report-params';
import { SummaryBlock } from '../components/summary-block';
import { numericCell } from '../components/contract-figures';

type Column = [string, (row: FundSourceSummaryRow) => string];

/** The fund source's slippage: what the reader of a phone's card looks for first, beside its name. */
const slippageColumn: Column = ['Slippage', (row) => formatPercent(row.slippage)];

const columns: Column[] = [
  ['No. of Projects', (row) => String(row.number_of_projects)],
  ['Allocation', (row) => formatPesos(row.allocation)],
  ['Value Accomplished', (row) => formatPesos(row.value_accomplished)],
  ['Target Value Accomplished', (row) => formatPesos(row.target_value_accomplished)],
  ['Target', (row) => formatPercent(row.target_accomplishment)],
  ['Accomplishment', (row) => formatPercent(row.accomplishment)],
  slippageColumn,
];

/** /reports/projects/accomplishment-summary-report/ (spec 2 §2): one row per fund source, and the total. */
export function AccomplishmentSummaryPage() {
  const { request, initial, generate, notice } = useReportParams();
  const report = useAccomplishmentSummaryReport(request && { year: request.year, asOf: request.asOf });
  const phone = usePhoneLayout();

  return (
    <PageContainer>
      <PageHeader
        title="Accomplishment Summary Report By Fund Source"
        breadcrumbs={[{ label: 'Reports', to: paths.reports }, { label: 'Projects Report', to: paths.projectsReports }, { label: 'Summary by Fund Source' }]}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ReportControls
          initial={initial}
          notice={notice}
          generating={report.isFetching}
          onGenerate={(next) => generate(next, report.refetch)}
          actions={report.data !== undefined && !report.isFetching && <PrintButton />}
        />
        {report.isFetching && <LinearProgress aria-label="Generating the report" />}
        {request === null ? (
          <EmptyState message="Pick the date and the year, then Generate." />
        ) : (
          <QueryState
            query={report}
            loading={
              <ReportPending queryKey={accomplishmentSummaryReportQueryOptions(request.year, request.asOf).queryKey}>
                <TableSkeleton rows={4} columns={6} />
              </ReportPending>
            }
          >
            {(loaded) => (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
                <PrintHeader title="Accomplishment Summary Report By Fund Source" lines={[yearAsOfLine(loaded.year, loaded.as_of)]} />
                <RecordsLeftOutAlert count={loaded.contracts_with_record_errors} year={loaded.year} />
                {loaded.rows.length === 0 ? (
                  <EmptyState message={`No projects in CY ${loaded.year}.`} />
                ) : phone ? (
                  <Paper variant="outlined">
                    <RowCardList label={`Accomplishment by fund source, CY ${loaded.year} as of ${formatDate(loaded.as_of)}`}>
                      {loaded.rows.map((row) => (
                        <RowCard
                          key={row.fund_source}
                          title={row.fund_source || 'No fund source'}
                          figure={slippageColumn[1](row)}
                          figureLabel={slippageColumn[0]}
                          fields={columns
                            .filter((column) => column !== slippageColumn)
                            .map(([header, value]) => ({ label: header, value: value(row), numeric: true }))}
                        />
                      ))}
                    </RowCardList>
                  </Paper>
                ) : (
                  <TableRegion outlined label={`Accomplishment by fund source, CY ${loaded.year}`} sx={{ maxHeight: 600 }}>
                    <Table stickyHeader size="small" aria-label={`Accomplishment by fund source, CY ${loaded.year} as of ${formatDate(loaded.as_of)}`}>
                      <TableHead>
                        <TableRow>
                          <TableCell>Fund Source</TableCell>
                          {columns.map(([header]) => (
                            <TableCell key={header} align="right">
                              {header}
                            </TableCell>
                          ))}
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {loaded.rows.map((row) => (
                          <TableRow key={row.fund_source}>
                            <TableCell component="th" scope="row">
                              {row.fund_source || 'No fund source'}
                            </TableCell>
                            {columns.map(([header, value]) => (
                              <TableCell key={header} align="right" sx={numericCell}>
                                {value(row)}
                              </TableCell>
                            ))}
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </TableRegion>
                )}
                <SummaryBlock
                  items={[
                    ['Number of Projects', String(loaded.summary.number_of_projects)],
                    ['Total Allocation', formatPesos(loaded.summary.allocation)],
                    ['Total Value Accomplished', formatPesos(loaded.summary.value_accomplished)],
                    ['Total Target Value Accomplished', formatPesos(loaded.summary.target_value_accomplished)],
                    ['Overall Accomplishment', formatPercent(loaded.summary.accomplishment)],
                    ['Overall Target', formatPercent(loaded.summary.target_accomplishment)],
                    ['Overall Slippage', formatPercent(loaded.summary.slippage)],
                  ]}
                />
              </Box>
            )}
          </QueryState>
        )}
      </Box>
    </PageContainer>
  );
}
