import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProjectDetailedReport } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { DateField } from '../../../components/date-field';
import { useAsOfParam } from '../../../components/report-params';
import { LabelValue, LabelValueGrid } from '../../../components/label-value';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { PrintButton } from '../../../components/print-button';
import { PrintHeader, yearAsOfLine } from '../../../components/print-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { RecordsLeftOutAlert } from '../../../components/records-error';
import { RowCardList, usePhoneLayout } from '../../../components/row-card';
import { DetailsSkeleton } from '../../../components/skeletons';
import { TableRegion } from '../../../components/table-region';
import { isApiError } from '../../../lib/api-client';
import { formatDate, formatPercent, formatPesos } from '../../../lib/format';
import { pathId } from '../../../lib/path-params';
import { useProjectDetailedReport } from '../api/get-project-detailed-report';
import { ContractFigureCard, ContractFigureCells, numericCell } from '../components/contract-figures';

export const projectReportNotFoundMessage = 'There is no such project in this office. Open it from the projects of its year.';


/** The project's contracts: a table, or below 600 px a card each with its slippage first. */
function ContractsOfProject({ report }: { report: ProjectDetailedReport }) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <RowCardList label={`Contracts of ${report.name}`}>
        {report.contracts.map((contract) => (
          <ContractFigureCard key={contract.id} contract={contract} href={paths.contractDetails(contract.id)} amountLabel="Revised Contract Amount" />
        ))}
      </RowCardList>
    );
  }
  return (
    <TableRegion label="Contracts of the project" sx={{ maxHeight: 600 }}>
      <Table stickyHeader size="small" aria-labelledby="project-report-contracts">
        <TableHead>
          <TableRow>
            <TableCell>Contract No.</TableCell>
            <TableCell align="right">Revised Contract Amount</TableCell>
            <TableCell align="right">Target</TableCell>
            <TableCell align="right">Actual</TableCell>
            <TableCell align="right">Slippage</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.contracts.map((contract) => (
            <TableRow key={contract.id}>
              <TableCell component="th" scope="row">
                {contract.contract_number}
              </TableCell>
              <ContractFigureCells contract={contract} refusedSpan={4} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

function ReportBody({ report }: { report: ProjectDetailedReport }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PrintHeader title="Project Detailed Report" lines={[report.name, yearAsOfLine(report.implementation_year, report.as_of)]} />
      <Paper variant="outlined" component="section" aria-labelledby="project-report-project" sx={{ p: 2 }}>
        <Typography id="project-report-project" variant="h6" component="h2" sx={{ mb: 1 }}>
          {report.name}
        </Typography>
        <LabelValueGrid>
          <LabelValue label="Implementation Year" value={report.implementation_year} />
          <LabelValue label="Fund Source" value={report.fund_source || 'None'} />
          <LabelValue label="Allocation" value={formatPesos(report.allocation)} />
          <LabelValue label="Total Expenditure" value={formatPesos(report.total_expenditure)} />
          <LabelValue label="Value Accomplished" value={formatPesos(report.value_accomplished)} />
          <LabelValue label="Target Accomplishment" value={formatPercent(report.target_accomplishment)} />
          <LabelValue label="Accomplishment" value={formatPercent(report.accomplishment)} />
          <LabelValue label="Slippage" value={formatPercent(report.slippage)} />
        </LabelValueGrid>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="project-report-expenditures" sx={{ p: 2, minWidth: 0 }}>
        <Typography id="project-report-expenditures" variant="h6" component="h2" sx={{ mb: 1 }}>
          Expenditures as of {formatDate(report.as_of)}
        </Typography>
        {report.expenditures.length === 0 ? (
          <Typography color="text.secondary">No expenditure obligated on or before this date.</Typography>
        ) : (
          <Table size="small" aria-labelledby="project-report-expenditures">
            <TableHead>
              <TableRow>
                <TableCell>Expenditure Source</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.expenditures.map((row) => (
                <TableRow key={row.source_name}>
                  <TableCell component="th" scope="row">
                    {row.source_name}
                  </TableCell>
                  <TableCell align="right" sx={numericCell}>
                    {formatPesos(row.amount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="project-report-contracts" sx={{ p: 2, minWidth: 0 }}>
        <Typography id="project-report-contracts" variant="h6" component="h2" sx={{ mb: 1 }}>
          Contracts
        </Typography>
        <RecordsLeftOutAlert count={report.contracts_with_record_errors} />
        {report.contracts.length === 0 ? (
          <Typography color="text.secondary">This project has no contracts.</Typography>
        ) : (
          <ContractsOfProject report={report} />
        )}
      </Paper>
    </Box>
  );
}

/** /project/report/:projectId/:year (spec 2 §2): the Project Detailed Report with an As Of picker. */
export function ProjectReportPage() {
  const params = useParams();
  const projectId = pathId(params.projectId);
  const year = params.year ?? '';
  const { asOf, fieldValue, setAsOf } = useAsOfParam();
  const report = useProjectDetailedReport(projectId, asOf);
  const notFound = projectId === null || (isApiError(report.error) && report.error.status === 404);
  const crumbs = [
    { label: 'Projects', to: paths.projects },
    ...(/^\d{4}$/.test(year) ? [{ label: `CY ${year}`, to: paths.projectsByYear(year) }] : []),
    ...(projectId !== null && /^\d{4}$/.test(year) ? [{ label: report.data?.name ?? 'Project', to: paths.projectDetails(projectId, year) }] : []),
    { label: 'Report' },
  ];

  return (
    <PageContainer>
      <PageHeader title="Project Detailed Report" breadcrumbs={crumbs} />
      {notFound ? (
        <EmptyState message={projectReportNotFoundMessage} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Paper variant="outlined" className="print-hidden" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box sx={{ width: 200, maxWidth: '100%' }}>
              <DateField label="As Of" value={fieldValue} onChange={(value) => value && setAsOf(value)} />
            </Box>
            {report.data !== undefined && <PrintButton />}
          </Paper>
          <QueryState query={report} loading={<DetailsSkeleton fields={8} />}>
            {(loaded) => <ReportBody report={loaded} />}
          </QueryState>
        </Box>
      )}
    </PageContainer>
  );
}
