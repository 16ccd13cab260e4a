import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import type { ContractsReportRow } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { RecordsErrorCell } from '../../../components/records-error';
import { formatDate, formatNumber, formatPercent, formatPesos } from '../../../lib/format';
import { ContractLocation } from '../../contracts/components/contract-location';

/** The report tables' fixed header height (spec 2 §9). */
export const REPORT_TABLE_HEIGHT = 600;

interface Column {
  header: string;
  numeric?: boolean;
  width: number;
  cell: (row: ContractsReportRow) => ReactNode;
}

/**
 * The Detailed Breakdown's columns, as the earlier report ordered them. The
 * answer's `approved_time_extension` and `fund_source` are not shown (spec 2
 * §2); the Excel file has them.
 */
export const contractsReportColumns: Column[] = [
  { header: 'Contract Number', width: 150, cell: (row) => row.contract_number },
  { header: 'Contract Description', width: 220, cell: (row) => row.contract_description },
  { header: 'Project In Charge', width: 150, cell: (row) => row.project_in_charge },
  { header: 'Location', width: 150, cell: (row) => <ContractLocation contractId={row.id} location={row.location} contractNumber={row.contract_number} /> },
  { header: 'Original Contract Amount', numeric: true, width: 160, cell: (row) => formatPesos(row.original_contract_amount) },
  { header: 'Revised Contract Amount', numeric: true, width: 160, cell: (row) => formatPesos(row.revised_contract_amount) },
  { header: 'Contractor', width: 170, cell: (row) => row.contractor },
  { header: 'Original Contract Time (C.D.)', numeric: true, width: 110, cell: (row) => formatNumber(row.original_contract_time) },
  { header: 'Target Accomplishment', numeric: true, width: 120, cell: (row) => formatPercent(row.target_accomplishment) },
  { header: 'Actual Accomplishment', numeric: true, width: 120, cell: (row) => formatPercent(row.actual_accomplishment) },
  { header: 'Slippage', numeric: true, width: 100, cell: (row) => formatPercent(row.slippage) },
  { header: 'Calendar Days Elapsed', numeric: true, width: 100, cell: (row) => formatNumber(row.calendar_days_elapsed) },
  { header: 'Days Suspended', numeric: true, width: 100, cell: (row) => formatNumber(row.days_suspended) },
  { header: 'Contract Effectivity', width: 120, cell: (row) => formatDate(row.contract_effectivity) },
  { header: 'Contract Time Elapsed', numeric: true, width: 100, cell: (row) => formatNumber(row.contract_time_elapsed) },
  { header: 'Original Expiry Date', width: 120, cell: (row) => formatDate(row.original_expiry_date) },
  { header: 'Expiry Date Due to Suspensions', width: 130, cell: (row) => formatDate(row.expiry_date_due_to_suspensions) },
  { header: 'Expiry Date Due to Time Extensions', width: 130, cell: (row) => formatDate(row.expiry_date_due_to_time_extensions) },
  { header: 'Remarks', width: 170, cell: (row) => row.remarks },
];

const FIRST_WIDTH = contractsReportColumns[0]!.width;

/** A contract whose records are refused shows its identity, then what is wrong in one cell across its figures. */
const FIRST_FIGURE = contractsReportColumns.findIndex((column) => column.header === 'Revised Contract Amount');

/** Column 0 always sticks; column 1 too from md up (at phone width there is no room for two). */
function stickySx(index: number, head: boolean) {
  const base = { bgcolor: head ? 'grey.100' : 'background.paper', zIndex: head ? 3 : 1 };
  if (index === 0) return { ...base, position: 'sticky', left: 0 } as const;
  if (index === 1) return { ...base, position: { xs: 'static', md: 'sticky' }, left: FIRST_WIDTH } as const;
  return head ? { bgcolor: 'grey.100' } : {};
}

/**
 * The contracts of a report, one row each: a fixed header in a 600 px high
 * box, the first columns sticky while it scrolls sideways. The contract number
 * links to Contract Details, and a click anywhere on the row opens it too.
 */
export function ContractsReportTable({ rows, label }: { rows: readonly ContractsReportRow[]; label: string }) {
  const navigate = useNavigate();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: REPORT_TABLE_HEIGHT }}>
      <Table stickyHeader size="small" aria-label={label} sx={{ minWidth: contractsReportColumns.reduce((sum, column) => sum + column.width, 0) }}>
        <TableHead>
          <TableRow>
            {contractsReportColumns.map((column, index) => (
              <TableCell
                key={column.header}
                align={column.numeric ? 'right' : 'left'}
                sx={{ minWidth: column.width, width: column.width, fontWeight: 600, verticalAlign: 'bottom', ...stickySx(index, true) }}
              >
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const columns = row.records_error ? contractsReportColumns.slice(0, FIRST_FIGURE) : contractsReportColumns;
            return (
              <TableRow key={row.id} hover onClick={() => void navigate(paths.contractDetails(row.id))} sx={{ cursor: 'pointer' }}>
                {columns.map((column, index) => (
                  <TableCell
                    key={column.header}
                    align={column.numeric ? 'right' : 'left'}
                    sx={{ ...(column.numeric ? { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } : {}), ...stickySx(index, false) }}
                  >
                    {index === 0 ? (
                      <Link component={RouterLink} to={paths.contractDetails(row.id)} onClick={(event) => event.stopPropagation()}>
                        {column.cell(row)}
                      </Link>
                    ) : (
                      column.cell(row)
                    )}
                  </TableCell>
                ))}
                {row.records_error && (
                  <TableCell colSpan={contractsReportColumns.length - FIRST_FIGURE}>
                    <RecordsErrorCell error={row.records_error} contractNumber={row.contract_number} />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
