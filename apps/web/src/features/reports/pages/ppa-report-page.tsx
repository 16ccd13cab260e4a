import Box from '@mui/material/Box';
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
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { PpaReport } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { PrintHeader, yearAsOfLine } from '../../../components/print-header';
import { QueryState } from '../../../components/query-state';
import { ReportPending } from '../../../components/report-pending';
import { RecordsErrorCell, RecordsLeftOutAlert } from '../../../components/records-error';
import { useReportParams } from '../../../components/report-params';
import { TableSkeleton } from '../../../components/skeletons';
import { formatAmount, formatDate, formatNumber, formatPercent, formatPesos } from '../../../lib/format';
import { RowCard, RowCardList, usePhoneLayout } from '../../../components/row-card';
import { ppaReportExcelFile, ppaReportQueryOptions } from '../api/contracts-reports';
import { REPORT_TABLE_HEIGHT } from '../components/contracts-report-table';
import { ContractsReportControls } from '../components/contracts-report-controls';
import { contractsReportCrumbs } from '../components/report-crumbs';
import { ContractLocation } from '../../contracts/components/contract-location';

/**
 * Every PPA column fits a laptop (1440 px, the menu open) without scrolling
 * sideways (decision 021): fixed column widths, small type and tight padding,
 * wrapping text and headers, and amounts without the "Php" each cell would
 * repeat (the header says it). On paper the print styles take over.
 */
const cell = { px: 0.5, py: 0.5, fontSize: '0.75rem', lineHeight: 1.3, overflowWrap: 'anywhere' } as const;
// Headers wrap at their words (the theme keeps table headers on one line).
const head = { ...cell, fontWeight: 600, bgcolor: 'grey.100', verticalAlign: 'bottom', whiteSpace: 'normal', overflowWrap: 'normal' } as const;
/** The first header row's height, fixed so the second row knows where to stick under it. */
const FIRST_HEADER_HEIGHT = 30;
const groupHead = { ...head, height: FIRST_HEADER_HEIGHT } as const;
const number = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', overflowWrap: 'normal' } as const;

/** Leaf column widths in px, in table order; the description takes what is left. */
const columnWidths = [36, 90, undefined, 76, 100, 100, 84, 76, 84, 84, 84, 100, 104] as const;

type PpaRow = PpaReport['contracts'][number];

function PpaTable({ report }: { report: PpaReport }) {
  return (
    <TableContainer component={Paper} variant="outlined" className="ppa-table-container" sx={{ maxHeight: REPORT_TABLE_HEIGHT }}>
      <Table
        size="small"
        stickyHeader
        className="ppa-table"
        aria-label={`PPA report of ${report.year} as of ${formatDate(report.as_of)}`}
        // On screen only: paper has its own layout (print-styles), the whole table across the page.
        sx={{ '@media screen': { tableLayout: 'fixed', width: '100%', minWidth: 1100 } }}
      >
        <colgroup>
          {columnWidths.map((width, index) => (
            <Box component="col" key={index} sx={width === undefined ? {} : { '@media screen': { width } }} />
          ))}
        </colgroup>
        <TableHead>
          <TableRow>
            <TableCell sx={groupHead} colSpan={3} align="center">
              Project/Program/Activity
            </TableCell>
            <TableCell sx={head} rowSpan={2}>
              Location
            </TableCell>
            <TableCell sx={groupHead} colSpan={2} align="center">
              Total Cost (Php)
            </TableCell>
            <TableCell sx={head} rowSpan={2}>
              Date Started
            </TableCell>
            <TableCell sx={head} rowSpan={2} align="right">
              No. of Extensions
            </TableCell>
            <TableCell sx={groupHead} colSpan={2} align="center">
              Target Completion
            </TableCell>
            <TableCell sx={groupHead} colSpan={2} align="center">
              Project Status
            </TableCell>
            <TableCell sx={head} rowSpan={2}>
              Remarks
            </TableCell>
          </TableRow>
          <TableRow>
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
                ['Cost Incurred to Date (Php)', 'right'],
              ] as const
            ).map(([label, align], index) => (
              <TableCell key={index} sx={{ ...head, top: FIRST_HEADER_HEIGHT }} align={align}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.contracts.map((row) => (
            <TableRow key={row.contract_id}>
              <TableCell align="right" sx={cell}>
                {row.project_name.item}
              </TableCell>
              <TableCell sx={cell}>
                <Link component={RouterLink} to={paths.contractDetails(row.contract_id)}>
                  {row.project_name.contract_number}
                </Link>
              </TableCell>
              <TableCell sx={cell}>{row.project_name.description}</TableCell>
              <TableCell sx={cell}>
                <ContractLocation contractId={row.contract_id} location={row.location} contractNumber={row.project_name.contract_number} />
              </TableCell>
              <TableCell align="right" sx={{ ...cell, ...number }}>
                {formatAmount(row.total_cost.original)}
              </TableCell>
              {row.records_error ? (
                // What is wrong, across the figures (revised cost to remarks), with the link to the record.
                <TableCell colSpan={8} sx={cell}>
                  <RecordsErrorCell error={row.records_error} contractNumber={row.project_name.contract_number} />
                </TableCell>
              ) : (
                <>
                  <TableCell align="right" sx={{ ...cell, ...number }}>
                    {row.total_cost.revised === null ? '' : formatAmount(row.total_cost.revised)}
                  </TableCell>
                  <TableCell sx={{ ...cell, ...number }}>{formatDate(row.project_dates.date_started)}</TableCell>
                  <TableCell align="right" sx={cell}>
                    {formatNumber(row.extensions?.number_of_time_extension)}
                  </TableCell>
                  <TableCell sx={{ ...cell, ...number }}>{formatDate(row.project_dates.completion_date?.original)}</TableCell>
                  <TableCell sx={{ ...cell, ...number }}>{formatDate(row.project_dates.completion_date?.revised)}</TableCell>
                  <TableCell align="right" sx={{ ...cell, ...number }}>
                    {formatPercent(row.project_status?.percentage_of_completion)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...cell, ...number }}>
                    {formatAmount(row.project_status?.cost_incurred_to_date)}
                  </TableCell>
                  <TableCell sx={cell}>{row.remarks}</TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Below 600 px: a card per contract, its % of completion first, every other column beneath. */
function PpaCards({ report }: { report: PpaReport }) {
  const identity = (row: PpaRow) => [
    { label: 'Item', value: row.project_name.item, numeric: true },
    { label: 'Location', value: row.location },
    { label: 'Total Cost (Original)', value: formatPesos(row.total_cost.original), numeric: true },
  ];
  return (
    <Paper variant="outlined">
      <RowCardList label={`PPA report of ${report.year} as of ${formatDate(report.as_of)}`}>
        {report.contracts.map((row) =>
          row.records_error ? (
            <RowCard
              key={row.contract_id}
              title={row.project_name.contract_number}
              subtitle={row.project_name.description}
              href={paths.contractDetails(row.contract_id)}
              notice={<RecordsErrorCell error={row.records_error} contractNumber={row.project_name.contract_number} />}
              fields={identity(row)}
            />
          ) : (
            <RowCard
              key={row.contract_id}
              title={row.project_name.contract_number}
              subtitle={row.project_name.description}
              href={paths.contractDetails(row.contract_id)}
              figureLabel="% of Completion"
              figure={formatPercent(row.project_status?.percentage_of_completion)}
              fields={[
                ...identity(row),
                { label: 'Total Cost (Revised)', value: row.total_cost.revised === null ? '' : formatPesos(row.total_cost.revised), numeric: true },
                { label: 'Date Started', value: formatDate(row.project_dates.date_started) },
                { label: 'No. of Extensions', value: formatNumber(row.extensions?.number_of_time_extension), numeric: true },
                { label: 'Target Completion (Original)', value: formatDate(row.project_dates.completion_date?.original) },
                { label: 'Target Completion (Revised)', value: formatDate(row.project_dates.completion_date?.revised) },
                { label: 'Cost Incurred to Date', value: formatPesos(row.project_status?.cost_incurred_to_date), numeric: true },
                { label: 'Remarks', value: row.remarks },
              ]}
            />
          ),
        )}
      </RowCardList>
    </Paper>
  );
}

/** PPA report (spec 2 §2 ppaReport): COA Circular 2013-004 Annex B, every column, printable on A4 landscape. */
export function PpaReportPage() {
  const { initial: current, generate, notice } = useReportParams({ readOnEntry: true });
  const phone = usePhoneLayout();
  const reportQuery = ppaReportQueryOptions(current.year, current.asOf);
  const report = useQuery(reportQuery);

  return (
    <PageContainer maxWidth="none">
      <Box sx={{ displayPrint: 'none' }}>
        <PageHeader title="PPA Report" breadcrumbs={contractsReportCrumbs('PPA Report')} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ContractsReportControls title="PPA Report" inputs={current} notice={notice} generate={generate} report={report} excelFile={ppaReportExcelFile} />
        {report.isFetching && <LinearProgress aria-label="Generating the report" sx={{ displayPrint: 'none' }} />}
        <QueryState
          query={report}
          loading={
            <ReportPending queryKey={reportQuery.queryKey}>
              <TableSkeleton rows={8} columns={6} />
            </ReportPending>
          }
        >
          {(loaded) => (
            <Box component="section" aria-labelledby="ppa-title" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
              <PrintHeader title="PPA Report" lines={[yearAsOfLine(loaded.year, loaded.as_of)]} />
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
                  {phone ? <PpaCards report={loaded} /> : <PpaTable report={loaded} />}
                </>
              )}
            </Box>
          )}
        </QueryState>
      </Box>
    </PageContainer>
  );
}
