import { Navigate, useParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { formatCentavos, sumPesos, type ExpendituresByYearItem } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { DataTable } from '../../../components/data-table';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { formatPesos } from '../../../lib/format';
import { useExpendituresByYear } from '../api/get-expenditures-by-year';
import { pathCalendarYear } from '../../../lib/path-params';

const column = createColumnHelper<ExpendituresByYearItem>();
const columns = [
  column.accessor((item) => item.project.name, { id: 'project_name', header: 'Project Name' }),
  column.accessor((item) => item.project.amount, { id: 'allocation', header: 'Allocation', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true } }),
  column.accessor('expenditures_total', { id: 'expenditures', header: 'Expenditures', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true, cardFigure: true } }),
];

/** The column total, in centavos: the server's per-project totals added exactly. */
function expendituresTotal(items: readonly ExpendituresByYearItem[]): string {
  return formatCentavos(sumPesos(items.map((item) => item.expenditures_total)));
}

/** Expenditures for CY {year} (spec 2 §2); a missing or invalid year is the not-found page. */
export function ExpendituresByYearPage() {
  const year = pathCalendarYear(useParams().year);
  if (year === null) return <Navigate to={paths.notFound} replace />;
  return <ExpendituresOfYear year={year} />;
}

function ExpendituresOfYear({ year }: { year: number }) {
  const items = useExpendituresByYear(year);
  return (
    <PageContainer maxWidth={1100}>
      <PageHeader
        title={`Expenditures for CY ${year}`}
        breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Finance', to: paths.finance }, { label: `CY ${year}` }]}
        subtitle="Only disbursed expenditures are counted; projects with none are not listed."
      />
      <QueryState query={items} loading={<TableSkeleton columns={3} />} empty={`No disbursed expenditures for projects of CY ${year}.`}>
        {(list) => (
          <DataTable
            label={`Expenditures for CY ${year}`}
            columns={columns}
            data={list}
            searchable={false}
            getRowId={(item) => String(item.project.id)}
            totals={(rows) => ({ project_name: 'Total', expenditures: expendituresTotal(rows) })}
          />
        )}
      </QueryState>
    </PageContainer>
  );
}
