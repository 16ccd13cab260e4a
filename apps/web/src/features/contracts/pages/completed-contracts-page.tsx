import { createColumnHelper } from '@tanstack/react-table';
import { useParams } from 'react-router';
import { contractOperations, type ContractListRow } from '@subaybay/domain';
import { DownloadExcelButton } from '../../../components/download-excel-button';
import { fileOf } from '../../../lib/api-operations';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDate, formatNumber, formatPesos } from '../../../lib/format';
import { useCompletedContracts } from '../api/get-completed-contracts';
import { ContractListFrame } from '../components/contract-list-table';
import { noYearMessage, yearListCrumbs } from '../components/contract-breadcrumbs';
import { pathImplementationYear } from '../../../lib/path-params';

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
  const year = pathImplementationYear(useParams().year);
  const contracts = useCompletedContracts(year);
  return (
    <PageContainer>
      <PageHeader
        title={year === null ? 'Completed Contracts' : `Completed Contracts of CY ${year}`}
        breadcrumbs={yearListCrumbs(year, 'Completed')}
        extra={
          year !== null && (
            <DownloadExcelButton file={fileOf(contractOperations.completedExcel, { params: { year }, query: {} })} fallbackName={`Completed Contracts CY ${year}.xlsx`} />
          )
        }
      />
      {year === null ? (
        <EmptyState message={noYearMessage} />
      ) : (
        <QueryState query={contracts} loading={<TableSkeleton columns={columns.length} />} empty={`No completed contracts in ${year} yet.`}>
          {(rows) => (
            // A contract whose records are refused is listed here too (its status cannot be known): what is wrong, across the rest of its row.
            <ContractListFrame
              label={`Completed contracts of ${year}`}
              columns={columns}
              rows={rows}
              keyColumn="contract_id"
              refusedFrom="start_date"
              pageSizes={PAGE_SIZES}
            />
          )}
        </QueryState>
      )}
    </PageContainer>
  );
}
