import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { PpaReport } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { DownloadExcelButton } from '../../../components/download-excel-button';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { RecordsErrorCell, RecordsLeftOutAlert } from '../../../components/records-error';
import { defaultReportInputs, ReportControls } from '../../../components/report-controls';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDate, formatNumber, formatPercent, formatPesos } from '../../../lib/format';
import { ppaReportExcelPath, ppaReportQueryOptions } from '../api/contracts-reports';
import { A4LandscapePrintStyles } from '../components/print-styles';
import { REPORT_TABLE_HEIGHT } from '../components/contracts-report-table';
import { contractsReportCrumbs } from '../components/report-crumbs';
import { useGeneratedReport } from '../components/use-generated-report';
import { ContractLocation } from '../../contracts/components/contract-location';

const head = { fontWeight: 600, bgcolor: 'grey.100', verticalAlign: 'bottom' } as const;
const number = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function PpaTable({ report }: { report: PpaReport }) {
  return (
    <TableContainer component={Paper} variant="outlined" className="ppa-table-container" sx={{ maxHeight: REPORT_TABLE_HEIGHT }}>
      <Table size="small" stickyHeader className="ppa-table" aria-label={`PPA report of ${report.year} as of ${formatDate(report.as_of)}`} sx={{ minWidth: 1500 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={head} colSpan={3} align="center">
              Project/Program/Activity
            </TableCell>
            <TableCell sx={head} rowSpan={2}>
              Location
            </TableCell>
            <TableCell sx={head} colSpan={2} align="center">
              Total Cost
            </TableCell>
            <TableCell sx={head} rowSpan={2}>
              Date Started
            </TableCell>
            <TableCell sx={head} rowSpan={2} align="right">
              No. of Extensions
            </TableCell>
            <TableCell sx={head} colSpan={2} align="center">
              Target Completion
            </TableCell>
            <TableCell sx={head} colSpan={2} align="center">
              Project Status
            </TableCell>
            <TableCell sx={head} rowSpan={2}>
              Remarks
            </TableCell>
          </TableRow>
          <TableRow>
            {/* The second header row sits under the first while the body scrolls. */}
            {(
              [
                ['Item', 'right'],
                ['Contract ID', 'left'],
                ['Description', 'left'],
                ['Original', 'right'],
                ['Revised', 'right'],
                ['Original', 'left'],
                ['Revised', 'left'],
                ['% of Completion', 'right'],
                ['Cost Incurred to Date', 'right'],
              ] as const
            ).map(([label, align], index) => (
              <TableCell key={index} sx={{ ...head, top: 37 }} align={align}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.contracts.map((row) => (
            <TableRow key={row.contract_id}>
              <TableCell align="right">{row.project_name.item}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={paths.contractDetails(row.contract_id)}>
                  {row.project_name.contract_number}
                </Link>
              </TableCell>
              <TableCell sx={{ minWidth: 220 }}>{row.project_name.description}</TableCell>
              <TableCell>
                <ContractLocation contractId={row.contract_id} location={row.location} contractNumber={row.project_name.contract_number} />
              </TableCell>
              <TableCell align="right" sx={number}>
                {formatPesos(row.total_cost.original)}
              </TableCell>
              {row.records_error ? (
                // What is wrong, across the figures (revised cost to remarks), with the link to the record.
                <TableCell colSpan={8}>
                  <RecordsErrorCell error={row.records_error} contractNumber={row.project_name.contract_number} />
                </TableCell>
              ) : (
                <>
                  <TableCell align="right" sx={number}>
                    {row.total_cost.revised === null ? '' : formatPesos(row.total_cost.revised)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.project_dates.date_started)}</TableCell>
                  <TableCell align="right">{formatNumber(row.extensions?.number_of_time_extension)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.project_dates.completion_date?.original)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.project_dates.completion_date?.revised)}</TableCell>
                  <TableCell align="right" sx={number}>
                    {formatPercent(row.project_status?.percentage_of_completion)}
                  </TableCell>
                  <TableCell align="right" sx={number}>
                    {formatPesos(row.project_status?.cost_incurred_to_date)}
                  </TableCell>
                  <TableCell>{row.remarks}</TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** PPA report (spec 2 §2 ppaReport): COA Circular 2013-004 Annex B, every column, printable on A4 landscape. */
export function PpaReportPage() {
  const initial = defaultReportInputs();
  const { inputs, generate } = useGeneratedReport(initial);
  const current = inputs ?? initial;
  const report = useQuery(ppaReportQueryOptions(current.year, current.asOf));
  const ready = report.data !== undefined && !report.isFetching;

  return (
    <PageContainer maxWidth="none">
      <A4LandscapePrintStyles />
      <Box sx={{ displayPrint: 'none' }}>
        <PageHeader title="PPA Report" breadcrumbs={contractsReportCrumbs('PPA Report')} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ReportControls
          initial={initial}
          onGenerate={(next) => generate(next, report.refetch)}
          generating={report.isFetching}
          actions={
            ready && (
              <>
                <DownloadExcelButton
                  path={ppaReportExcelPath(current.year, current.asOf)}
                  fallbackName={`PPA Report CY ${current.year} as of ${current.asOf}.xlsx`}
                />
                <Button variant="outlined" size="small" startIcon={<PrintOutlined />} onClick={() => window.print()}>
                  Print
                </Button>
              </>
            )
          }
        />
        {report.isFetching && <LinearProgress aria-label="Generating the report" sx={{ displayPrint: 'none' }} />}
        <QueryState query={report} loading={<TableSkeleton rows={8} columns={6} />}>
          {(loaded) => (
            <Box component="section" aria-labelledby="ppa-title" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
              <Box sx={{ textAlign: 'center' }}>
                <Typography id="ppa-title" variant="h6" component="h2">
                  {loaded.title_1}
                </Typography>
                <Typography variant="body2">{loaded.title_2}</Typography>
                <Typography variant="body2">
                  Status of Projects/Programs/Activities, CY {loaded.year}, as of {formatDate(loaded.as_of)}
                </Typography>
              </Box>
              {loaded.contracts.length === 0 ? (
                <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
                  <Typography color="text.secondary">No contract of {loaded.year} in this office.</Typography>
                </Paper>
              ) : (
                <>
                  <RecordsLeftOutAlert count={loaded.contracts_with_record_errors} />
                  <PpaTable report={loaded} />
                </>
              )}
            </Box>
          )}
        </QueryState>
      </Box>
    </PageContainer>
  );
}
