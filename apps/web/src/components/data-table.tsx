import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../lib/site';
import { PHONE_TOUCH_TARGET, usePhoneLayout } from './row-card';
import { DataTableCards, type RowAction } from './data-table-cards';
import { TableSkeleton } from './skeletons';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** Right-aligned with tabular figures (amounts, percentages, counts). */
    numeric?: boolean;
    /** Cell width, e.g. 120 or '20%'. */
    width?: number | string;
    /** On a phone, this column is the card's title (the row's identity); default the first column. */
    cardTitle?: boolean;
    /** On a phone, this column is the card's key figure, beside the title, with its header above it. */
    cardFigure?: boolean;
    /** The row's buttons (edit, delete…): on a phone they go to the card's foot, at least 44 px. */
    cardActions?: boolean;
    /** Left off a phone's card because another part of the card already says it. */
    cardHidden?: boolean;
  }
}

/** The first column stays in view while a wide table scrolls sideways. */
const stickyBodyCell = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  // Opaque (content scrolls beneath it), in the hovered row's tint.
  '.MuiTableRow-hover:hover > &': { bgcolor: 'grey.100' },
} as const;
const stickyHeadCell = { position: 'sticky', left: 0, zIndex: 2 } as const;

/** A column's share of the table's minimum width: its own width when given in px (a narrow actions column), else 140 px. */
function columnMinWidth(width: number | string | undefined): number {
  return typeof width === 'number' ? width : 140;
}
/** A row's icon buttons are 30 px for a mouse; a finger (a tablet in landscape) needs 44. */
const touchActionsCell = {
  '@media (pointer: coarse)': { '& .MuiIconButton-root': { minWidth: PHONE_TOUCH_TARGET, minHeight: PHONE_TOUCH_TARGET } },
} as const;

export interface DataTableProps<T> {
  /** Names the table for screen readers, e.g. "Expenditure source names". */
  label: string;
  columns: ColumnDef<T, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  data: readonly T[] | undefined;
  loading?: boolean;
  /** Show the search box (filters every column). Default true. */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Rows per page; the spec's default is 50. */
  pageSize?: number;
  pageSizeOptions?: number[];
  /** Cells of a totals row by column id, computed from every row that passes the search. */
  totals?: (rows: T[]) => Partial<Record<string, ReactNode>>;
  /** What the page is for when it has no rows, and the action that fills it. */
  emptyMessage?: string;
  emptyAction?: ReactNode;
  /** The row's action as a button in its first cell (e.g. open the edit dialog). */
  onRowClick?: (row: T) => void;
  /** The row's page, as a link in its first cell (e.g. the details page). */
  rowHref?: (row: T) => string;
  /** The accessible name of the row's link or button, e.g. "Edit Contract Works". */
  rowActionLabel?: (row: T) => string;
  /**
   * The row's identity, kept through sorting, searching and refetching. By default a row's `id`
   * field where it has one (records, users, contractors), else its position.
   */
  getRowId?: (row: T, index: number) => string;
  initialSorting?: SortingState;
  /**
   * One cell in place of a row's cells from column `fromColumn` to the end
   * (e.g. a contract whose figures could not be computed says why there).
   */
  spanningCell?: (row: T) => { fromColumn: string; content: ReactNode } | null;
}

/** A row's `id` field where it has one, else its position in the data. */
function idOrPosition(row: unknown, index: number): string {
  const id = typeof row === 'object' && row !== null && 'id' in row ? row.id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : String(index);
}

/**
 * True while the browser prints: a paginated table prints every row that
 * passes the search, not only the page on screen (decision 022). The state is
 * flushed inside `beforeprint`, so the rows are there before the page is laid
 * out for paper.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

export function DataTable<T>({
  label,
  columns,
  data,
  loading = false,
  searchable = true,
  searchPlaceholder = 'Search',
  pageSize = DEFAULT_PAGE_SIZE,
  pageSizeOptions,
  totals,
  emptyMessage = 'Nothing here yet.',
  emptyAction,
  onRowClick,
  rowHref,
  rowActionLabel,
  getRowId = idOrPosition,
  initialSorting = [],
  spanningCell,
}: DataTableProps<T>) {
  const phone = usePhoneLayout();
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [globalFilter, setGlobalFilter] = useState('');
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize });
  const rows = useMemo(() => (data ? [...data] : []), [data]);
  const printing = usePrinting();

  // TanStack Table returns fresh functions each render by design; it is not memoisable.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, globalFilter, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: (value: string) => {
      setGlobalFilter(value);
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    globalFilterFn: 'includesString',
    getRowId,
  });

  const filteredRows = table.getFilteredRowModel().rows;
  const totalCells = totals ? totals(filteredRows.map((row) => row.original)) : null;
  const leafColumns = table.getVisibleLeafColumns();
  const options = pageSizeOptions ?? Array.from(new Set([10, 25, pageSize, 100])).sort((a, b) => a - b);

  const actionable = Boolean(onRowClick || rowHref);

  /**
   * Keyboard and screen-reader users reach a row's action through the link or
   * button in its first cell (the row keeps its table semantics); a mouse may
   * click anywhere on the row.
   */
  const rowProps = () =>
    actionable
      ? {
          hover: true,
          onClick: (event: MouseEvent<HTMLTableRowElement>) => {
            if ((event.target as HTMLElement).closest('a, button, input')) return;
            event.currentTarget.querySelector<HTMLElement>('[data-row-action]')?.click();
          },
          sx: { cursor: 'pointer' },
        }
      : {};

  const firstCell = (row: Row<T>, content: ReactNode) => {
    const label = rowActionLabel?.(row.original);
    if (rowHref) {
      return (
        <Link component={RouterLink} to={rowHref(row.original)} aria-label={label} data-row-action="">
          {content}
        </Link>
      );
    }
    if (onRowClick) {
      return (
        <Link
          component="button"
          type="button"
          onClick={() => onRowClick(row.original)}
          aria-label={label}
          data-row-action=""
          sx={{ font: 'inherit', textAlign: 'left', verticalAlign: 'baseline' }}
        >
          {content}
        </Link>
      );
    }
    return content;
  };

  const rowAction = (row: T): RowAction | undefined => {
    const label = rowActionLabel?.(row);
    if (rowHref) return { href: rowHref(row), label };
    if (onRowClick) return { onOpen: () => onRowClick(row), label };
    return undefined;
  };

  const emptyState = (
    <>
      <Typography color="text.secondary" sx={{ mb: emptyAction && !globalFilter ? 1.5 : 0 }}>
        {globalFilter ? `No rows match “${globalFilter}”.` : emptyMessage}
      </Typography>
      {!globalFilter && emptyAction}
    </>
  );

  return (
    <Paper variant="outlined" sx={{ minWidth: 0, maxWidth: '100%' }}>
      {searchable && (
        <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <TextField
            value={globalFilter}
            onChange={(event) => table.setGlobalFilter(event.target.value)}
            placeholder={searchPlaceholder}
            sx={{ maxWidth: 320 }}
            slotProps={{
              htmlInput: { 'aria-label': `Search ${label.toLowerCase()}` },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
      )}
      {loading ? (
        <TableSkeleton columns={phone ? 2 : leafColumns.length} />
      ) : phone ? (
        <DataTableCards
          table={table}
          label={label}
          rowAction={rowAction}
          spanningCell={spanningCell}
          totalCells={filteredRows.length > 0 ? totalCells : null}
          empty={filteredRows.length === 0 ? emptyState : null}
        />
      ) : (
        // A wide table scrolls inside its card, never the page (UI.md, phones at 390 px).
        // `position: relative` keeps visually hidden text (sort state, row labels) inside the scroller: absolutely
        // positioned, it would otherwise be placed against an ancestor outside it and widen the page.
        <TableContainer sx={{ overflowX: 'auto', position: 'relative' }}>
          {/* About 140 px per column (or the column's own width in px) before the table scrolls in its card, so no column is squeezed. */}
          {/* 12 px between columns rather than MUI's 16: a contract list's whole row fits a laptop. */}
          <Table
            aria-label={label}
            sx={{
              minWidth: leafColumns.reduce((sum, column) => sum + columnMinWidth(column.columnDef.meta?.width), 0),
              '& .MuiTableCell-root': { px: 1.5 },
            }}
          >
            <TableHead>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id}>
                  {group.headers.map((header, index) => {
                    const meta = header.column.columnDef.meta;
                    const sorted = header.column.getIsSorted();
                    return (
                      <TableCell
                        key={header.id}
                        align={meta?.numeric ? 'right' : 'left'}
                        // A header wraps at its words ("Revised Expiration / Date"): a column is as wide as its figures, not its title.
                        sx={[{ width: meta?.width, whiteSpace: 'normal', verticalAlign: 'bottom' }, index === 0 ? stickyHeadCell : {}]}
                        sortDirection={sorted === false ? false : sorted}
                      >
                        {header.isPlaceholder ? null : header.column.getCanSort() ? (
                          <TableSortLabel
                            active={sorted !== false}
                            direction={sorted === false ? 'asc' : sorted}
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            {flexRender(header.column.columnDef.header, header.getContext())}
                          </TableSortLabel>
                        ) : (
                          flexRender(header.column.columnDef.header, header.getContext())
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableHead>
            <TableBody>
              {(printing ? table.getPrePaginationRowModel() : table.getRowModel()).rows.map((row) => {
                const span = spanningCell?.(row.original) ?? null;
                const cells = row.getVisibleCells();
                const spanFrom = span ? cells.findIndex((cell) => cell.column.id === span.fromColumn) : -1;
                return (
                  <TableRow key={row.id} {...rowProps()}>
                    {(spanFrom > 0 ? cells.slice(0, spanFrom) : cells).map((cell, index) => {
                      const meta = cell.column.columnDef.meta;
                      const numeric = meta?.numeric;
                      const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                      return (
                        <TableCell
                          key={cell.id}
                          align={numeric ? 'right' : 'left'}
                          sx={[
                            numeric ? { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } : {},
                            index === 0 ? stickyBodyCell : {},
                            meta?.cardActions ? touchActionsCell : {},
                          ]}
                        >
                          {index === 0 ? firstCell(row, content) : content}
                        </TableCell>
                      );
                    })}
                    {span && spanFrom > 0 && <TableCell colSpan={cells.length - spanFrom}>{span.content}</TableCell>}
                  </TableRow>
                );
              })}
              {filteredRows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={leafColumns.length} sx={{ py: 5, textAlign: 'center' }}>
                    {emptyState}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
            {totalCells && filteredRows.length > 0 && (
              <TableFooter>
                <TableRow>
                  {leafColumns.map((column, index) => (
                    <TableCell
                      key={column.id}
                      align={column.columnDef.meta?.numeric ? 'right' : 'left'}
                      sx={[
                        {
                          fontWeight: 700,
                          color: 'text.primary',
                          fontSize: '0.875rem',
                          fontVariantNumeric: 'tabular-nums',
                          whiteSpace: 'nowrap',
                        },
                        index === 0 ? stickyBodyCell : {},
                      ]}
                    >
                      {totalCells[column.id] ?? (index === 0 ? 'Total' : null)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableFooter>
            )}
          </Table>
        </TableContainer>
      )}
      {!loading && filteredRows.length > Math.min(pagination.pageSize, ...options) && (
        <TablePagination
          component="div"
          count={filteredRows.length}
          page={pagination.pageIndex}
          rowsPerPage={pagination.pageSize}
          rowsPerPageOptions={options}
          onPageChange={(_, page) => table.setPageIndex(page)}
          onRowsPerPageChange={(event) => table.setPageSize(Number(event.target.value))}
        />
      )}
    </Paper>
  );
}
