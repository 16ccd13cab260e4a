import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { contractOperations, slippageBandLabels, slippageBandSchema, type SlippageBand } from '@subaybay/domain';
import { DownloadExcelButton } from '../../../components/download-excel-button';
import { fileOf } from '../../../lib/api-operations';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { paths } from '../../../app/paths';
import { useContractsOfContractor } from '../api/get-contracts-of-contractor';
import { useContractsOfYear } from '../api/get-contracts-of-year';
import { ContractListTable } from '../components/contract-list-table';
import { ContractStatusFilter } from '../components/contract-status-chips';
import { noYearMessage, yearListCrumbs } from '../components/contract-breadcrumbs';
import { pathImplementationYear } from '../../../lib/path-params';
import { contractorNameParam } from '../components/route-params';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The completed and ongoing lists of the same year, and the year's Excel file. */
function YearLinks({ year }: { year: number }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <DownloadExcelButton file={fileOf(contractOperations.ofYearExcel, { params: { year }, query: {} })} fallbackName={`Contracts CY ${year}.xlsx`} />
      <Button component={RouterLink} to={paths.contractsCompleted(year)} variant="outlined" size="small">
        Completed
      </Button>
      <Button component={RouterLink} to={paths.contractsOngoing(year)} variant="outlined" size="small">
        Ongoing
      </Button>
    </Box>
  );
}

/** `?band=early_warning`: only the contracts of one D.O. 193 band (the dashboard's band chips link here). */
function bandParam(value: string | null): SlippageBand | null {
  const parsed = slippageBandSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The contracts of a year (spec 3 §2), with a total row of amount and the Excel file named by year. */
export function ContractsOfYearPage() {
  const year = pathImplementationYear(useParams().year);
  const contracts = useContractsOfYear(year);
  const band = bandParam(useSearchParams()[0].get('band'));
  return (
    <PageContainer>
      <PageHeader
        title={year === null ? 'Contracts' : `CY ${year} Contracts`}
        breadcrumbs={[{ label: 'Contracts', to: paths.contracts }, { label: year === null ? 'Unknown year' : `CY ${year}` }]}
        extra={year !== null && <YearLinks year={year} />}
      />
      {year === null ? (
        <EmptyState message={noYearMessage} />
      ) : (
        <>
          {band !== null && (
            <Box sx={{ mb: 2 }}>
              <Chip
                label={`Slippage band: ${slippageBandLabels[band]} — show all`}
                component={RouterLink}
                to={paths.contractsOfYear(year)}
                clickable
                aria-label={`Showing ${slippageBandLabels[band]} only; show every contract of ${year}`}
              />
            </Box>
          )}
          <QueryState query={contracts} loading={<TableSkeleton columns={7} />} empty={`No contracts in ${year} yet.`}>
            {(rows) => {
              const shown = band === null ? rows : rows.filter((row) => row.slippage_band === band);
              const label = band === null ? `contracts of ${year}` : `${slippageBandLabels[band]} contracts of ${year}`;
              return shown.length === 0 ? (
                <EmptyState message={`No contracts of ${year} in ${slippageBandLabels[band!]}.`} />
              ) : (
                <ContractStatusFilter rows={shown} label={label}>
                  {(filtered) => <ContractListTable label={capitalise(label)} rows={filtered} year={year} />}
                </ContractStatusFilter>
              );
            }}
          </QueryState>
        </>
      )}
    </PageContainer>
  );
}

/** `/contracts/year/:year/:id`: the same view, one contractor's contracts (the name in the route, underscores as spaces). */
export function ContractsOfContractorPage() {
  const params = useParams();
  const year = pathImplementationYear(params.year);
  const name = contractorNameParam(params.id);
  const contracts = useContractsOfContractor(year, name);
  return (
    <PageContainer>
      <PageHeader
        title={year === null ? name || 'Contracts' : `${name} — CY ${year} Contracts`}
        breadcrumbs={yearListCrumbs(year, name || 'Contractor')}
      />
      {year === null || name === '' ? (
        <EmptyState message={year === null ? noYearMessage : 'This address names no contractor. Open one from the contracts of a year.'} />
      ) : (
        <QueryState query={contracts} loading={<TableSkeleton columns={7} />} empty={`No contracts of ${name} in ${year}.`}>
          {(rows) => (
            <ContractStatusFilter rows={rows} label={`contracts of ${name} in ${year}`}>
              {(filtered) => <ContractListTable label={`Contracts of ${name} in ${year}`} rows={filtered} year={year} linkContractor={false} />}
            </ContractStatusFilter>
          )}
        </QueryState>
      )}
    </PageContainer>
  );
}
