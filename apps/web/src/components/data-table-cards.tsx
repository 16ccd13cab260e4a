import type { ReactNode } from 'react';
import { flexRender, type Cell, type Column, type Header, type Row, type Table } from '@tanstack/react-table';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { RowCard, RowCardList, type RowCardField } from './row-card';

/** Where a row's title leads: its page, or the action that opens it (e.g. the edit dialog). */
export interface RowAction {
  href?: string;
  onOpen?: () => void;
  label?: string;
}

/** The row's identity: the column marked `cardTitle`, else the first one. */
function isTitle<T>(column: Column<T>, index: number, columns: Column<T>[]): boolean {
  const marked = columns.some((candidate) => candidate.columnDef.meta?.cardTitle);
  return marked ? Boolean(column.columnDef.meta?.cardTitle) : index === 0;
}

/**
 * A DataTable's page of rows on a phone (below 600 px): one card a row, its
 * identity and key figure first and every other column beneath as a label–value
 * line, the row's buttons at its foot, and the totals as a last "Total" card.
 * Search and paging stay with the DataTable around it; sorting moves from the
 * headers (which a card has none of) to a "Sort by" select.
 */
export function DataTableCards<T>({
  table,
  label,
  rowAction,
  spanningCell,
  totalCells,
  empty,
}: {
  table: Table<T>;
  label: string;
  rowAction: (row: T) => RowAction | undefined;
  spanningCell?: (row: T) => { fromColumn: string; content: ReactNode } | null;
  totalCells: Partial<Record<string, ReactNode>> | null;
  /** What to show instead of cards when no row passes the search (or there are none). */
  empty: ReactNode;
}) {
  const columns = table.getVisibleLeafColumns();
  const headers = new Map<string, Header<T, unknown>>(table.getFlatHeaders().map((header) => [header.column.id, header]));
  const headerOf = (column: Column<T>): ReactNode => {
    const header = headers.get(column.id);
    return header && !header.isPlaceholder ? flexRender(column.columnDef.header, header.getContext()) : null;
  };
  const titleColumn = columns.find((column, index) => isTitle(column, index, columns));
  const figureColumn = columns.find((column) => column.columnDef.meta?.cardFigure && column !== titleColumn);

  const card = (row: Row<T>) => {
    const span = spanningCell?.(row.original) ?? null;
    const cells = row.getVisibleCells();
    const spanFrom = span ? cells.findIndex((cell) => cell.column.id === span.fromColumn) : -1;
    // A spanning sentence replaces the columns from `fromColumn` on, as it does in the table.
    const shown = spanFrom > 0 ? cells.slice(0, spanFrom) : cells;
    const render = (cell: Cell<T, unknown> | undefined) => (cell ? flexRender(cell.column.columnDef.cell, cell.getContext()) : null);
    const titleCell = shown.find((cell) => cell.column === titleColumn);
    const figureCell = shown.find((cell) => cell.column === figureColumn);
    const actionCells = shown.filter((cell) => cell.column.columnDef.meta?.cardActions);
    const fields: RowCardField[] = shown
      .filter((cell) => cell !== titleCell && cell !== figureCell && !cell.column.columnDef.meta?.cardActions && !cell.column.columnDef.meta?.cardHidden)
      .map((cell) => ({ label: headerOf(cell.column), value: render(cell), numeric: cell.column.columnDef.meta?.numeric }));
    const action = rowAction(row.original);
    return (
      <RowCard
        key={row.id}
        title={titleCell && titleColumn?.columnDef.meta?.numeric ? <>{headerOf(titleColumn)} {render(titleCell)}</> : render(titleCell)}
        href={action?.href}
        onOpen={action?.onOpen}
        actionLabel={action?.label}
        figure={figureCell ? render(figureCell) : undefined}
        figureLabel={figureCell ? headerOf(figureCell.column) : undefined}
        fields={fields}
        notice={span && spanFrom > 0 ? span.content : undefined}
        actions={actionCells.length > 0 ? actionCells.map((cell) => <Box key={cell.id} sx={{ display: 'contents' }}>{render(cell)}</Box>) : undefined}
      />
    );
  };

  const totalCard = () => {
    if (!totalCells) return null;
    const value = (column: Column<T> | undefined) => (column ? totalCells[column.id] : undefined);
    const fields: RowCardField[] = columns
      .filter((column) => column !== titleColumn && column !== figureColumn && value(column) !== undefined && value(column) !== null)
      .map((column) => ({ label: headerOf(column), value: value(column), numeric: true }));
    const figure = value(figureColumn);
    return (
      <RowCard
        key="total"
        title={value(titleColumn) ?? 'Total'}
        figure={figure ?? undefined}
        figureLabel={figure !== undefined && figureColumn ? headerOf(figureColumn) : undefined}
        fields={fields}
      />
    );
  };

  return (
    <>
      <SortBySelect table={table} label={label} />
      {empty ? (
        <Box sx={{ py: 5, px: 2, textAlign: 'center' }}>{empty}</Box>
      ) : (
        <RowCardList label={label}>
          {table.getRowModel().rows.map(card)}
          {totalCard()}
        </RowCardList>
      )}
    </>
  );
}

/**
 * The headers' sorting on a phone: one native select (the phone's own picker)
 * listing each sortable column both ways. Columns whose header is not plain
 * text (an icon, a two-line header) are left out: the select can only name them in words.
 */
function SortBySelect<T>({ table, label }: { table: Table<T>; label: string }) {
  const sortable = table
    .getVisibleLeafColumns()
    .filter((column) => column.getCanSort() && typeof column.columnDef.header === 'string');
  // One row (an expenditure source, a year) has no order to choose.
  if (sortable.length === 0 || table.getFilteredRowModel().rows.length < 2) return null;
  const current = table.getState().sorting[0];
  const value = current ? `${current.id}:${current.desc ? 'desc' : 'asc'}` : '';
  return (
    <Box sx={{ px: 1.5, pt: 1.5, pb: 0.5 }}>
      <TextField
        select
        label="Sort by"
        value={value}
        onChange={(event) => {
          const [id, direction] = event.target.value.split(':');
          table.setSorting(id ? [{ id, desc: direction === 'desc' }] : []);
        }}
        fullWidth
        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Sort ${label.toLowerCase()} by` }, inputLabel: { shrink: true } }}
      >
        <option value="">As listed</option>
        {sortable.map((column) => {
          const header = column.columnDef.header as string;
          return [
            <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
              {header}, ascending
            </option>,
            <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
              {header}, descending
            </option>,
          ];
        })}
      </TextField>
    </Box>
  );
}
