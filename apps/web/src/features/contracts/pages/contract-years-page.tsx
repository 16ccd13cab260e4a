import { createColumnHelper } from '@tanstack/react-table';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatCentavos, sumPesos, type ContractYears } from '@subaybay/domain';
import { DataTable } from '../../../components/data-table';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { formatNumber, formatPesos } from '../../../lib/format';
import { paths } from '../../../app/paths';
import { useContractYears } from '../api/get-contract-years';

interface YearRow {
  year: number;
  number: number;
  amount: number;
}

/** The map of `contracts/years`, latest year first. */
function yearRows(years: ContractYears): YearRow[] {
  return Object.entries(years)
    .map(([year, summary]) => ({ year: Number(year), number: summary.number, amount: summary.amount }))
    .filter((row) => Number.isInteger(row.year))
    .sort((a, b) => b.year - a.year);
}

const column = createColumnHelper<YearRow>();
const columns = [
  column.accessor((row) => String(row.year), { id: 'year', header: 'Implementation Year' }),
  column.accessor('number', { header: 'Number of Contracts', cell: (info) => formatNumber(info.getValue()), meta: { numeric: true } }),
  column.accessor('amount', { header: 'Total Amount', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true, width: 200, cardFigure: true } }),
  column.display({
    id: 'lists',
    header: 'Lists',
    meta: { cardActions: true },
    cell: (info) => {
      const { year } = info.row.original;
      return (
        <Box component="span" sx={{ display: 'inline-flex', gap: 2 }}>
          <Link component={RouterLink} to={paths.contractsCompleted(year)} aria-label={`Completed contracts of ${year}`}>
            Completed
          </Link>
          <Link component={RouterLink} to={paths.contractsOngoing(year)} aria-label={`Ongoing contracts of ${year}`}>
            Ongoing
          </Link>
        </Box>
      );
    },
  }),
];

/** Contracts by implementation year (spec 3 §2): a row opens that year's contracts. */
export function ContractYearsPage() {
  const years = useContractYears();
  return (
    <PageContainer maxWidth={1100}>
      <PageHeader
        title="Contracts"
        breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Contracts' }]}
        subtitle="Contracts by implementation year, with their number and total amount. Open a year to see its contracts; contracts are added from their project."
      />
      <QueryState
        query={years}
        loading={<TableSkeleton columns={columns.length} />}
        isEmpty={(data) => yearRows(data).length === 0}
        empty="No contracts yet. Add a contract from its project's page (Projects › the project › Contracts)."
      >
        {(data) => (
          <DataTable
            label="Contracts by implementation year"
            columns={columns}
            data={yearRows(data)}
            searchable={false}
            getRowId={(row) => String(row.year)}
            rowHref={(row) => paths.contractsOfYear(row.year)}
            rowActionLabel={(row) => `Contracts of ${row.year}`}
            totals={(rows) => ({
              year: 'Total',
              number: formatNumber(rows.reduce((sum, row) => sum + row.number, 0)),
              amount: formatCentavos(sumPesos(rows.map((row) => row.amount))),
            })}
          />
        )}
      </QueryState>
    </PageContainer>
  );
}
