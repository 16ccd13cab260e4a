import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ProjectsAccomplishmentReport } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { DownloadExcelButton } from '../../../components/download-excel-button';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { PrintButton } from '../../../components/print-button';
import { PrintHeader, yearAsOfLine } from '../../../components/print-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { ReportPending } from '../../../components/report-pending';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDate, formatPercent, formatPesos } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useFundSources } from '../../lookups/api/get-fund-sources';
import {
  projectsAccomplishmentExcelFile,
  projectsAccomplishmentReportQueryOptions,
  useProjectsAccomplishmentReport,
} from '../api/get-projects-accomplishment-report';
import { ReportControls } from '../../../components/report-controls';
import { useReportParams } from '../../../components/report-params';
import { RecordsLeftOutAlert } from '../../../components/records-error';
import { RowCard, RowCardList, usePhoneLayout } from '../../../components/row-card';
import { SummaryBlock } from '../components/summary-block';
import { ContractFigureCard, ContractFigureCells, numericCell } from '../components/contract-figures';

const sameNames = (a: readonly string[] | null, b: readonly string[] | null) => (a ?? []).join('\n') === (b ?? []).join('\n');

const headers = [
  'Fund Source / Project / Contract',
  'Allocation',
  'Contract Amount (Revised)',
  'Target',
  'Actual',
  'Slippage',
  'Value Accomplished',
  'Target Value Accomplished',
  'Total Expenditure',
];

function ReportTable({ report }: { report: ProjectsAccomplishmentReport }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 600 }}>
      <Table stickyHeader size="small" aria-label={`Projects Accomplishment CY ${report.year} as of ${formatDate(report.as_of)}`}>
        <TableHead>
          <TableRow>
            {headers.map((header, index) => (
              <TableCell key={header} align={index === 0 ? 'left' : 'right'}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.fund_sources.map((fundSource) => (
            <Fragment key={fundSource}>
              <TableRow sx={{ bgcolor: 'action.hover' }}>
                <TableCell component="th" scope="rowgroup" colSpan={headers.length} sx={{ fontWeight: 700 }}>
                  {fundSource || 'No fund source'}
                </TableCell>
              </TableRow>
              {(report.report[fundSource] ?? []).map((project) => (
                <Fragment key={project.id}>
                  <TableRow>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600, pl: 3 }}>
                      <Link component={RouterLink} to={paths.projectReport(project.id, report.year)} title="Project Detailed Report">
                        {project.name}
                      </Link>
                    </TableCell>
                    <TableCell align="right" sx={numericCell}>{formatPesos(project.allocation)}</TableCell>
                    <TableCell />
                    <TableCell align="right" sx={numericCell}>{formatPercent(project.target_accomplishment)}</TableCell>
                    <TableCell align="right" sx={numericCell}>{formatPercent(project.accomplishment)}</TableCell>
                    <TableCell align="right" sx={numericCell}>{formatPercent(project.slippage)}</TableCell>
                    <TableCell align="right" sx={numericCell}>{formatPesos(project.value_accomplished)}</TableCell>
                    <TableCell align="right" sx={numericCell}>{formatPesos(project.target_value_accomplished)}</TableCell>
                    <TableCell align="right" sx={numericCell}>{formatPesos(project.total_expenditure)}</TableCell>
                  </TableRow>
                  {project.contracts.map((contract) => (
                    <TableRow key={contract.id}>
                      <TableCell sx={{ pl: 6 }}>
                        {contract.contract_number}
                        <Typography variant="body2" color="text.secondary">
                          {contract.contract_description}
                        </Typography>
                      </TableCell>
                      <TableCell />
                      {/* A refused contract is left out of the project's figures; what is wrong, across the contract's. */}
                      <ContractFigureCells
                        contract={contract}
                        refusedSpan={headers.length - 2}
                        moreCells={
                          <>
                            <TableCell align="right" sx={numericCell}>{formatPesos(contract.value_accomplished_share)}</TableCell>
                            <TableCell align="right" sx={numericCell}>{formatPesos(contract.target_value_accomplished_share)}</TableCell>
                            <TableCell />
                          </>
                        }
                      />
                    </TableRow>
                  ))}
                </Fragment>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The printout names the fund sources only when the report leaves some out. */
function fundSourcesLine(picked: readonly string[], all: readonly string[]): string | null {
  return picked.length < all.length ? `Fund sources: ${picked.join(', ')}` : null;
}

/**
 * Below 600 px: under each fund source's heading a card per project (its
 * slippage first), and under it a card per contract; a contract whose records
 * are refused says so in place of its figures.
 */
function ReportCards({ report }: { report: ProjectsAccomplishmentReport }) {
  return (
    <Paper variant="outlined" aria-label={`Projects Accomplishment CY ${report.year} as of ${formatDate(report.as_of)}`} component="section">
      {report.fund_sources.map((fundSource) => (
        <Box key={fundSource} component="section" aria-label={fundSource || 'No fund source'}>
          <Typography component="h3" variant="subtitle2" sx={{ px: 2, py: 1, bgcolor: 'action.hover', fontWeight: 700 }}>
            {fundSource || 'No fund source'}
          </Typography>
          <RowCardList label={`Projects under ${fundSource || 'no fund source'}`}>
            {(report.report[fundSource] ?? []).map((project) => (
              <Fragment key={project.id}>
                <RowCard
                  title={project.name}
                  href={paths.projectReport(project.id, report.year)}
                  actionLabel={`Project Detailed Report of ${project.name}`}
                  figureLabel="Slippage"
                  figure={formatPercent(project.slippage)}
                  fields={[
                    { label: 'Allocation', value: formatPesos(project.allocation), numeric: true },
                    { label: 'Target', value: formatPercent(project.target_accomplishment), numeric: true },
                    { label: 'Actual', value: formatPercent(project.accomplishment), numeric: true },
                    { label: 'Value Accomplished', value: formatPesos(project.value_accomplished), numeric: true },
                    { label: 'Target Value Accomplished', value: formatPesos(project.target_value_accomplished), numeric: true },
                    { label: 'Total Expenditure', value: formatPesos(project.total_expenditure), numeric: true },
                  ]}
                />
                {project.contracts.length > 0 && (
                  <Box component="li" sx={{ listStyle: 'none', pl: 2 }}>
                    <RowCardList label={`Contracts of ${project.name}`}>
                      {project.contracts.map((contract) => (
                        <ContractFigureCard
                          key={contract.id}
                          contract={contract}
                          subtitle={contract.contract_description}
                          amountLabel="Contract Amount (Revised)"
                          moreFields={[
                            { label: 'Value Accomplished', value: formatPesos(contract.value_accomplished_share), numeric: true },
                            { label: 'Target Value Accomplished', value: formatPesos(contract.target_value_accomplished_share), numeric: true },
                          ]}
                        />
                      ))}
                    </RowCardList>
                  </Box>
                )}
              </Fragment>
            ))}
          </RowCardList>
        </Box>
      ))}
    </Paper>
  );
}

/** /reports/projects/accomplishment (spec 2 §2): As Of, year, fund sources (all preselected), Generate. */
export function ProjectsAccomplishmentPage() {
  const { request, initial, generate, notice } = useReportParams();
  const fundSources = useFundSources();
  const allNames = (fundSources.data ?? []).map((source) => source.name);
  // The picked fund sources start from the address's and start again when it changes (Back, a link).
  const addressPick = initial.fundSources;
  const [picked, setPicked] = useState<{ from: readonly string[] | null; names: string[] | null }>({ from: addressPick, names: addressPick });
  const pickedNames = sameNames(picked.from, addressPick) ? picked.names : addressPick;
  const selected = pickedNames ?? allNames;
  // The address's "all" (no fund_source) is every fund source the office has, named, once they are read.
  const requestedNames = request ? (request.fundSources ?? (fundSources.isSuccess ? allNames : null)) : null;
  const report = useProjectsAccomplishmentReport(request && requestedNames && { year: request.year, asOf: request.asOf, fundSources: requestedNames });
  const userId = useSession()?.userId;
  const phone = usePhoneLayout();

  return (
    <PageContainer>
      <PageHeader
        title="Projects Accomplishment Report"
        breadcrumbs={[{ label: 'Reports', to: paths.reports }, { label: 'Projects Report', to: paths.projectsReports }, { label: 'Accomplishment' }]}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ReportControls
          generating={report.isFetching}
          canGenerate={selected.length > 0}
          initial={initial}
          notice={notice}
          onGenerate={({ year, asOf }) =>
            generate({ year, asOf, fundSources: allNames.length > 0 && selected.length === allNames.length ? null : selected }, report.refetch)
          }
        >
          <FormControl size="small" sx={{ width: 320, maxWidth: '100%' }} error={fundSources.isSuccess && selected.length === 0}>
            <InputLabel id="fund-sources-label">Fund Sources</InputLabel>
            <Select
              labelId="fund-sources-label"
              label="Fund Sources"
              multiple
              value={selected}
              onChange={(event) => {
                const value = event.target.value;
                setPicked({ from: addressPick, names: typeof value === 'string' ? value.split(',') : value });
              }}
              renderValue={(names) => (names.length === allNames.length ? 'All fund sources' : names.join(', '))}
            >
              {allNames.map((name) => (
                <MenuItem key={name} value={name}>
                  <Checkbox checked={selected.includes(name)} size="small" />
                  <ListItemText primary={name} />
                </MenuItem>
              ))}
            </Select>
            {fundSources.isError && <FormHelperText>The fund sources could not be read.</FormHelperText>}
            {fundSources.isSuccess && selected.length === 0 && <FormHelperText>Pick at least one fund source.</FormHelperText>}
          </FormControl>
        </ReportControls>
        {report.isFetching && <LinearProgress aria-label="Generating the report" />}
        {request === null ? (
          <EmptyState message="Pick the date, the year and the fund sources, then Generate." />
        ) : (
          <QueryState
            query={report}
            loading={
              <ReportPending queryKey={projectsAccomplishmentReportQueryOptions(request.year, request.asOf, requestedNames ?? []).queryKey}>
                <TableSkeleton rows={8} columns={6} />
              </ReportPending>
            }
          >
            {(loaded) => (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
                <PrintHeader
                  title="Projects Accomplishment Report"
                  lines={[yearAsOfLine(loaded.year, loaded.as_of), fundSourcesLine(requestedNames ?? allNames, allNames)]}
                />
                <RecordsLeftOutAlert count={loaded.contracts_with_record_errors} />
                {loaded.fund_sources.length === 0 ? (
                  <EmptyState message={`No projects of CY ${loaded.year} under these fund sources.`} />
                ) : (
                  phone ? <ReportCards report={loaded} /> : <ReportTable report={loaded} />
                )}
                <SummaryBlock
                  items={[
                    ['Total Allocation', formatPesos(loaded.summary.total_allocation)],
                    ['Total Value Accomplished', formatPesos(loaded.summary.total_value_accomplished)],
                    ['Total Target Value Accomplished', formatPesos(loaded.summary.total_target_value_accomplished)],
                    ['Overall Accomplishment', formatPercent(loaded.summary.overall_accomplishment)],
                    ['Overall Target', formatPercent(loaded.summary.overall_target)],
                    ['Overall Slippage', formatPercent(loaded.summary.overall_slippage)],
                  ]}
                />
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <DownloadExcelButton
                    file={projectsAccomplishmentExcelFile(loaded.year, loaded.as_of, requestedNames ?? [], userId)}
                    fallbackName={`Projects Accomplishment Report CY ${loaded.year} as of ${loaded.as_of}.xlsx`}
                  />
                  <PrintButton />
                </Box>
              </Box>
            )}
          </QueryState>
        )}
      </Box>
    </PageContainer>
  );
}
