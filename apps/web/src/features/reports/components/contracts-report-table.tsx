import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
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
import { RowCard, RowCardList, usePhoneLayout } from '../../../components/row-card';
import { formatDate, formatNumber, formatPercent, formatPesos } from '../../../lib/format';
import { ReportColumnChooser, useChosenColumns } from './report-column-chooser';
import { ContractLocation } from '../../contracts/components/contract-location';

/** The report tables' fixed header height (spec 2 §9). */
export const REPORT_TABLE_HEIGHT = 600;

interface Column {
  header: string;
  numeric?: boolean;
  /** Its width in the table, in px: numbers fit unwrapped, text and headers wrap. */
  width: number;
  /** Shown until the person chooses otherwise: together they fit a laptop (1440 px with the menu open). */
  shownByDefault?: boolean;
  cell: (row: ContractsReportRow) => ReactNode;
}

/**
 * The Detailed Breakdown's columns, as the earlier report ordered them. The
 * answer's `approved_time_extension` and `fund_source` are not shown (spec 2
 * §2); the Excel file has them.
 */
export const contractsReportColumns: Column[] = [
  { header: 'Contract Number', width: 120, shownByDefault: true, cell: (row) => row.contract_number },
  { header: 'Contract Description', width: 150, shownByDefault: true, cell: (row) => row.contract_description },
  { header: 'Project In Charge', width: 130, cell: (row) => row.project_in_charge },
  { header: 'Location', width: 130, cell: (row) => <ContractLocation contractId={row.id} location={row.location} contractNumber={row.contract_number} /> },
  { header: 'Original Contract Amount', numeric: true, width: 140, cell: (row) => formatPesos(row.original_contract_amount) },
  { header: 'Revised Contract Amount', numeric: true, width: 140, shownByDefault: true, cell: (row) => formatPesos(row.revised_contract_amount) },
  { header: 'Contractor', width: 130, shownByDefault: true, cell: (row) => row.contractor },
  { header: 'Original Contract Time (C.D.)', numeric: true, width: 90, cell: (row) => formatNumber(row.original_contract_time) },
  { header: 'Target Accomplishment', numeric: true, width: 120, shownByDefault: true, cell: (row) => formatPercent(row.target_accomplishment) },
  { header: 'Actual Accomplishment', numeric: true, width: 120, shownByDefault: true, cell: (row) => formatPercent(row.actual_accomplishment) },
  { header: 'Slippage', numeric: true, width: 84, shownByDefault: true, cell: (row) => formatPercent(row.slippage) },
  { header: 'Calendar Days Elapsed', numeric: true, width: 90, cell: (row) => formatNumber(row.calendar_days_elapsed) },
  { header: 'Days Suspended', numeric: true, width: 90, cell: (row) => formatNumber(row.days_suspended) },
  { header: 'Contract Effectivity', width: 110, cell: (row) => formatDate(row.contract_effectivity) },
  { header: 'Contract Time Elapsed', numeric: true, width: 90, cell: (row) => formatNumber(row.contract_time_elapsed) },
  { header: 'Original Expiry Date', width: 110, cell: (row) => formatDate(row.original_expiry_date) },
  { header: 'Expiry Date Due to Suspensions', width: 110, cell: (row) => formatDate(row.expiry_date_due_to_suspensions) },
  { header: 'Expiry Date Due to Time Extensions', width: 110, shownByDefault: true, cell: (row) => formatDate(row.expiry_date_due_to_time_extensions) },
  { header: 'Remarks', width: 120, shownByDefault: true, cell: (row) => row.remarks },
];

const allHeaders = contractsReportColumns.map((column) => column.header);
const defaultHeaders = contractsReportColumns.filter((column) => column.shownByDefault).map((column) => column.header);
const IDENTITY = allHeaders[0]!;
const SLIPPAGE = 'Slippage';
/** The columns a person picked, shared by the Detailed Breakdown and Negative Slippage (the same table). */
const COLUMNS_KEY = 'subaybay.contractsReport.columns';

/** A contract whose records are refused shows its identity, then what is wrong in one cell across its figures. */
const FIRST_FIGURE = contractsReportColumns.findIndex((column) => column.header === 'Revised Contract Amount');

/** Column 0 always sticks; column 1 too from md up, when it is shown (at phone width there is no room for two). */
function stickySx(index: number, head: boolean, firstWidth: number) {
  const base = { bgcolor: head ? 'grey.100' : 'background.paper', zIndex: head ? 3 : 1 };
  if (index === 0) return { ...base, position: 'sticky', left: 0 } as const;
  if (index === 1) return { ...base, position: { xs: 'static', md: 'sticky' }, left: firstWidth } as const;
  return head ? { bgcolor: 'grey.100' } : {};
}

/** Dense cells: a laptop fits the chosen columns side by side, so a row is read in one glance. */
const compactCell = { px: 1, py: 0.75 } as const;

/**
 * The contracts of a report: on a laptop or wider, one row each in a table
 * with a fixed header in a 600 px high box, the first columns sticky, the
 * columns the person chose (remembered); below 600 px a card each, the
 * contract and its slippage first, every other figure beneath.
 */
export function ContractsReportTable({ rows, label }: { rows: readonly ContractsReportRow[]; label: string }) {
  const phone = usePhoneLayout();
  const { chosen, choose } = useChosenColumns(COLUMNS_KEY, allHeaders, defaultHeaders);
  if (phone) return <ContractsReportCards rows={rows} label={label} />;
  const columns = contractsReportColumns.filter((column) => column.header === IDENTITY || chosen.includes(column.header));
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', displayPrint: 'none' }}>
        <ReportColumnChooser all={allHeaders} defaults={defaultHeaders} chosen={columns.map((column) => column.header)} onChange={choose} fixed={IDENTITY} />
      </Box>
      <ContractsTable rows={rows} label={label} columns={columns} />
    </Box>
  );
}

function ContractsTable({ rows, label, columns }: { rows: readonly ContractsReportRow[]; label: string; columns: Column[] }) {
  const navigate = useNavigate();
  const firstWidth = columns[0]!.width;
  // Refused rows keep the identity columns before the first figure; the notice spans the rest.
  const identityCount = columns.filter((column) => contractsReportColumns.indexOf(column) < FIRST_FIGURE).length;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: REPORT_TABLE_HEIGHT }}>
      <Table
        stickyHeader
        size="small"
        aria-label={label}
        sx={{ tableLayout: 'fixed', width: '100%', minWidth: columns.reduce((sum, column) => sum + column.width, 0) }}
      >
        <colgroup>
          {columns.map((column) => (
            <col key={column.header} style={{ width: column.width }} />
          ))}
        </colgroup>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell
                key={column.header}
                align={column.numeric ? 'right' : 'left'}
                sx={{ ...compactCell, fontWeight: 600, verticalAlign: 'bottom', lineHeight: 1.25, fontSize: '0.8125rem', whiteSpace: 'normal', ...stickySx(index, true, firstWidth) }}
              >
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const cells = row.records_error ? columns.slice(0, identityCount) : columns;
            return (
              <TableRow key={row.id} hover onClick={() => void navigate(paths.contractDetails(row.id))} sx={{ cursor: 'pointer' }}>
                {cells.map((column, index) => (
                  <TableCell
                    key={column.header}
                    align={column.numeric ? 'right' : 'left'}
                    sx={{
                      ...compactCell,
                      overflowWrap: 'anywhere',
                      ...(column.numeric ? { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } : {}),
                      ...stickySx(index, false, firstWidth),
                    }}
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
                {row.records_error && columns.length > identityCount && (
                  <TableCell colSpan={columns.length - identityCount} sx={compactCell}>
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

const cardFields = contractsReportColumns.filter((column) => column.header !== IDENTITY && column.header !== 'Contract Description' && column.header !== SLIPPAGE);
const slippageColumn = contractsReportColumns.find((column) => column.header === SLIPPAGE)!;

/** Below 600 px: a card per contract, every column of the report in it (none hidden on a phone). */
function ContractsReportCards({ rows, label }: { rows: readonly ContractsReportRow[]; label: string }) {
  return (
    <Paper variant="outlined">
      <RowCardList label={label}>
        {rows.map((row) => (
          <RowCard
            key={row.id}
            title={row.contract_number}
            subtitle={row.contract_description}
            href={paths.contractDetails(row.id)}
            actionLabel={`Contract ${row.contract_number}`}
            {...(row.records_error
              ? {
                  notice: <RecordsErrorCell error={row.records_error} contractNumber={row.contract_number} />,
                  fields: cardFields
                    .filter((column) => contractsReportColumns.indexOf(column) < FIRST_FIGURE)
                    .map((column) => ({ label: column.header, value: column.cell(row) })),
                }
              : {
                  figure: slippageColumn.cell(row),
                  figureLabel: SLIPPAGE,
                  fields: cardFields.map((column) => ({ label: column.header, value: column.cell(row), numeric: column.numeric })),
                })}
          />
        ))}
      </RowCardList>
    </Paper>
  );
}
