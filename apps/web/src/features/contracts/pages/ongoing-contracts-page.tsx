import { createColumnHelper } from '@tanstack/react-table';
import { useParams } from 'react-router';
import { formatCentavos, sumPesos, type ContractListRow } from '@subaybay/domain';
import { DataTable } from '../../../components/data-table';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { RecordsErrorCell } from '../../../components/records-error';
import { TableSkeleton } from '../../../components/skeletons';
import { ContractStatusChip } from '../../../components/status-chip';
import { formatDate, formatPercent, formatPesos } from '../../../lib/format';
import { paths } from '../../../app/paths';
import { useOngoingContracts } from '../api/get-ongoing-contracts';
import { progressColumn } from '../components/contract-list-table';
import { ContractStatusFilter } from '../components/contract-status-chips';
import { yearParam } from '../components/route-params';

const column = createColumnHelper<ContractListRow>();
const columns = [
  column.accessor('contract_id', { header: 'Contract ID' }),
  column.accessor('contract_description', { header: 'Description', meta: { width: 200 } }),
  column.accessor('amount', { header: 'Amount', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true, width: 160 } }),
  column.accessor('accomplishment', { header: 'Accomplishment', cell: (info) => formatPercent(info.getValue()), meta: { numeric: true, width: 120, cardFigure: true } }),
  progressColumn,
  column.accessor('expiration_date', { header: 'Expiration Date', cell: (info) => formatDate(info.getValue()), meta: { width: 120 } }),
  column.accessor('revised_expiration_date', { header: 'Revised Expiration Date', cell: (info) => formatDate(info.getValue()), meta: { width: 130 } }),
  // Spec 3 §4: Suspended when the suspended flag is set, else Ongoing.
  column.accessor((row) => (row.suspended ? 'Suspended' : 'Ongoing'), {
    id: 'status',
    header: 'Status',
    cell: (info) => <ContractStatusChip status={info.row.original.suspended ? 'suspended' : 'ongoing'} />,
    meta: { width: 110 },
  }),
];

/** The ongoing contracts of a year (spec 3 §2, §3 ongoing row). */
export function OngoingContractsPage() {
  const year = yearParam(useParams().year);
  const contracts = useOngoingContracts(year);
  return (
    <PageContainer>
      <PageHeader
        title={year === null ? 'Ongoing Contracts' : `Ongoing Contracts of CY ${year}`}
        breadcrumbs={[
          { label: 'Contracts', to: paths.contracts },
          ...(year === null ? [] : [{ label: `CY ${year}`, to: paths.contractsOfYear(year) }]),
          { label: 'Ongoing' },
        ]}
      />
      {year === null ? (
        <EmptyState message="This address names no implementation year. Open a year from the Contracts list." />
      ) : (
        <QueryState query={contracts} loading={<TableSkeleton columns={columns.length} />} empty={`No ongoing contracts in ${year}.`}>
          {(rows) => (
            <ContractStatusFilter rows={rows} label={`ongoing contracts of ${year}`}>
              {(filtered) => (
                <DataTable
                  label={`Ongoing contracts of ${year}`}
                  columns={columns}
                  data={filtered}
                  getRowId={(row) => String(row.id)}
                  initialSorting={[{ id: 'contract_id', desc: false }]}
                  rowHref={(row) => paths.contractDetails(row.id)}
                  rowActionLabel={(row) => `Open contract ${row.contract_id}`}
                  totals={(list) => ({ contract_id: 'Total', amount: formatCentavos(sumPesos(list.map((row) => row.amount))) })}
                  // A contract whose records are refused: what is wrong, across its figures and status.
                  spanningCell={(row) =>
                    row.records_error
                      ? { fromColumn: 'accomplishment', content: <RecordsErrorCell error={row.records_error} contractNumber={row.contract_number} /> }
                      : null
                  }
                />
              )}
            </ContractStatusFilter>
          )}
        </QueryState>
      )}
    </PageContainer>
  );
}
