import { createColumnHelper } from '@tanstack/react-table';
import { useParams } from 'react-router';
import { contractOperations, formatCentavos, sumPesos, type ContractListRow } from '@subaybay/domain';
import { DataTable } from '../../../components/data-table';
import { DownloadExcelButton } from '../../../components/download-excel-button';
import { urlOf } from '../../../lib/api-operations';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { RecordsErrorCell } from '../../../components/records-error';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDate, formatNumber, formatPesos } from '../../../lib/format';
import { paths } from '../../../app/paths';
import { useCompletedContracts } from '../api/get-completed-contracts';
import { yearParam } from '../components/route-params';

/** Spec 3 §9: 10 and 50 rows per page, no 'all'. */
const PAGE_SIZES = [10, 50];

const column = createColumnHelper<ContractListRow>();
const columns = [
  column.accessor('contract_id', { header: 'Contract ID', meta: { width: 120 } }),
  column.accessor('contract_description', { header: 'Description', meta: { width: 200 } }),
  column.accessor('amount', { header: 'Amount', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true, width: 160, cardFigure: true } }),
  column.accessor('start_date', { header: 'Start Date', cell: (info) => formatDate(info.getValue()), meta: { width: 110 } }),
  column.accessor('duration', { header: 'Duration', cell: (info) => `${formatNumber(info.getValue())} C.D.`, meta: { numeric: true, width: 100 } }),
  column.accessor('contractor', { header: 'Contractor', cell: (info) => info.getValue() || '—' }),
  column.accessor('project_in_charge', { header: 'Project In Charge', cell: (info) => info.getValue() || '—' }),
  column.accessor((row) => (row.system ? `${row.system.name} (${row.system.municipality}, ${row.system.province})` : ''), {
    id: 'system',
    header: 'System',
    cell: (info) => info.getValue() || '—',
  }),
];

/** The completed contracts of a year (spec 3 §2, §3 completed row), with their Excel file. */
export function CompletedContractsPage() {
  const year = yearParam(useParams().year);
  const contracts = useCompletedContracts(year);
  return (
    <PageContainer>
      <PageHeader
        title={year === null ? 'Completed Contracts' : `Completed Contracts of CY ${year}`}
        breadcrumbs={[
          { label: 'Contracts', to: paths.contracts },
          ...(year === null ? [] : [{ label: `CY ${year}`, to: paths.contractsOfYear(year) }]),
          { label: 'Completed' },
        ]}
        extra={
          year !== null && (
            <DownloadExcelButton path={urlOf(contractOperations.completedExcel, { params: { year }, query: {} })} fallbackName={`Completed Contracts CY ${year}.xlsx`} />
          )
        }
      />
      {year === null ? (
        <EmptyState message="This address names no implementation year. Open a year from the Contracts list." />
      ) : (
        <QueryState query={contracts} loading={<TableSkeleton columns={columns.length} />} empty={`No completed contracts in ${year} yet.`}>
          {(rows) => (
            <DataTable
              label={`Completed contracts of ${year}`}
              columns={columns}
              data={rows}
              pageSize={PAGE_SIZES[0]}
              pageSizeOptions={PAGE_SIZES}
              getRowId={(row) => String(row.id)}
              initialSorting={[{ id: 'contract_id', desc: false }]}
              rowHref={(row) => paths.contractDetails(row.id)}
              rowActionLabel={(row) => `Open contract ${row.contract_id}`}
              totals={(list) => ({ contract_id: 'Total', amount: formatCentavos(sumPesos(list.map((row) => row.amount))) })}
              // A contract whose records are refused is listed here too (its status cannot be known): what is wrong, across the rest of its row.
              spanningCell={(row) =>
                row.records_error
                  ? { fromColumn: 'start_date', content: <RecordsErrorCell error={row.records_error} contractNumber={row.contract_number} /> }
                  : null
              }
            />
          )}
        </QueryState>
      )}
    </PageContainer>
  );
}
