import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatCentavos, sumPesos, type ContractListRow } from '@subaybay/domain';
import { DataTable } from '../../../components/data-table';
import { refusedRecordsSpan } from '../../../components/records-error';
import { ContractStatusChip, SlippageBandChip } from '../../../components/status-chip';
import { formatPercent, formatPesos } from '../../../lib/format';
import { paths } from '../../../app/paths';
import { ContractProgressBar } from '../../../components/contract-progress-bar';

const column = createColumnHelper<ContractListRow>();

/** Actual % as a bar with the target marked (issue 18), shared by every contract list. */
export const progressColumn = column.accessor('slippage', {
  id: 'progress',
  header: 'Progress',
  enableSorting: false,
  cell: ({ row }) => (
    <ContractProgressBar actual={row.original.accomplishment} target={row.original.target_accomplishment} slippage={row.original.slippage} />
  ),
  meta: { width: 110 },
});

/** The columns of the contracts of a year, of a contractor and of a monitoring user (spec 3 §2). */
function columnsFor(year: number | null, linkContractor: boolean) {
  // Widths sum to about 1 100 px: the whole row fits a laptop (1440 px, the menu open), where people compare across it.
  return [
    column.accessor('contract_number', { header: 'Contract Number', meta: { width: 120 } }),
    column.accessor('contract_description', { header: 'Description', meta: { width: 180 } }),
    column.accessor('contractor', {
      header: 'Contractor',
      cell: (info) => {
        const name = info.getValue();
        if (!name) return '—';
        if (!linkContractor || year === null) return name;
        return (
          <Link component={RouterLink} to={paths.contractsOfContractor(year, name)} aria-label={`Contracts of ${name} in ${year}`}>
            {name}
          </Link>
        );
      },
    }),
    column.accessor('amount', { header: 'Amount', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true, width: 160 } }),
    column.accessor('accomplishment', { header: 'Accomplishment', cell: (info) => formatPercent(info.getValue()), meta: { numeric: true, width: 120 } }),
    progressColumn,
    column.accessor('slippage', {
      header: 'Slippage',
      cell: (info) => (
        // The band's chip goes under the figure when the column is narrow.
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {formatPercent(info.getValue())}
          <SlippageBandChip band={info.row.original.slippage_band} />
        </Box>
      ),
      meta: { numeric: true, width: 160, cardFigure: true },
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => {
        const status = info.getValue();
        return status === null ? '—' : <ContractStatusChip status={status} />;
      },
      meta: { width: 110 },
    }),
  ];
}

/**
 * What every contract list shares (spec 3 §2): the row opens Contract Details,
 * a total row of amount, and a contract whose records are refused says so
 * across its row from `refusedFrom`. `keyColumn` is the first column: it names
 * the row's link, sorts the list and holds the total's label.
 */
export function ContractListFrame({
  label,
  columns,
  rows,
  keyColumn,
  refusedFrom,
  pageSizes,
}: {
  label: string;
  columns: ColumnDef<ContractListRow, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  rows: readonly ContractListRow[];
  keyColumn: 'contract_id' | 'contract_number';
  refusedFrom: string;
  /** Rows per page, the first the default; the DataTable's own without it. */
  pageSizes?: number[];
}) {
  return (
    <DataTable
      label={label}
      columns={columns}
      data={rows}
      pageSize={pageSizes?.[0]}
      pageSizeOptions={pageSizes}
      initialSorting={[{ id: keyColumn, desc: false }]}
      rowHref={(row) => paths.contractDetails(row.id)}
      rowActionLabel={(row) => `Open contract ${row[keyColumn]}`}
      totals={(list) => ({ [keyColumn]: 'Total', amount: formatCentavos(sumPesos(list.map((row) => row.amount))) })}
      spanningCell={refusedRecordsSpan(refusedFrom)}
    />
  );
}

export interface ContractListTableProps {
  label: string;
  rows: readonly ContractListRow[];
  /** The year the list is of: the contractor cells link to that contractor's contracts of the year. */
  year: number | null;
  linkContractor?: boolean;
}

/** The contracts of a year, of a contractor and of a monitoring user. */
export function ContractListTable({ label, rows, year, linkContractor = true }: ContractListTableProps) {
  return (
    <ContractListFrame
      label={label}
      columns={columnsFor(year, linkContractor)}
      rows={rows}
      keyColumn="contract_number"
      refusedFrom="accomplishment"
    />
  );
}
