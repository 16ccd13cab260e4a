import { createColumnHelper } from '@tanstack/react-table';
import { useParams } from 'react-router';
import type { ContractListRow } from '@subaybay/domain';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { ContractStatusChip } from '../../../components/status-chip';
import { formatDate, formatPercent, formatPesos } from '../../../lib/format';
import { useOngoingContracts } from '../api/get-ongoing-contracts';
import { ContractListFrame, progressColumn } from '../components/contract-list-table';
import { ContractStatusFilter } from '../components/contract-status-chips';
import { noYearMessage, yearListCrumbs } from '../components/contract-breadcrumbs';
import { pathImplementationYear } from '../../../lib/path-params';

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
  const year = pathImplementationYear(useParams().year);
  const contracts = useOngoingContracts(year);
  return (
    <PageContainer>
      <PageHeader
        title={year === null ? 'Ongoing Contracts' : `Ongoing Contracts of CY ${year}`}
        breadcrumbs={yearListCrumbs(year, 'Ongoing')}
      />
      {year === null ? (
        <EmptyState message={noYearMessage} />
      ) : (
        <QueryState query={contracts} loading={<TableSkeleton columns={columns.length} />} empty={`No ongoing contracts in ${year}.`}>
          {(rows) => (
            <ContractStatusFilter rows={rows} label={`ongoing contracts of ${year}`}>
              {(filtered) => (
                // A contract whose records are refused: what is wrong, across its figures and status.
                <ContractListFrame
                  label={`Ongoing contracts of ${year}`}
                  columns={columns}
                  rows={filtered}
                  keyColumn="contract_id"
                  refusedFrom="accomplishment"
                />
              )}
            </ContractStatusFilter>
          )}
        </QueryState>
      )}
    </PageContainer>
  );
}
