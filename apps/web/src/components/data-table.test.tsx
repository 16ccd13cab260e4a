import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { renderPage } from '../test/render';
import { DataTable, type DataTableProps } from './data-table';

interface Billing {
  id: number;
  contractor: string;
  amount: number;
}

const column = createColumnHelper<Billing>();
const columns = [
  column.accessor('contractor', { header: 'Contractor' }),
  column.accessor('amount', { header: 'Amount', cell: (info) => info.getValue().toFixed(2), meta: { numeric: true } }),
];

const billings: Billing[] = [
  { id: 1, contractor: 'Bautista Builders', amount: 300 },
  { id: 2, contractor: 'Agno Construction', amount: 100 },
  { id: 3, contractor: 'Camiling Works', amount: 200 },
];

function renderTable(props: Partial<DataTableProps<Billing>> = {}) {
  renderPage(<DataTable label="Billings" columns={columns} data={billings} getRowId={(row) => String(row.id)} {...props} />);
  return { table: screen.getByRole('table', { name: 'Billings' }), user: userEvent.setup() };
}

/** The first cell of each body row, top to bottom. */
function firstColumn(table: HTMLElement): string[] {
  const body = table.querySelector('tbody') as HTMLElement;
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('DataTable', () => {
  it('sorts by a column header, ascending then descending', async () => {
    const { table, user } = renderTable();
    expect(firstColumn(table)).toEqual(['Bautista Builders', 'Agno Construction', 'Camiling Works']);
    await user.click(within(table).getByRole('button', { name: 'Contractor' }));
    expect(firstColumn(table)).toEqual(['Agno Construction', 'Bautista Builders', 'Camiling Works']);
    await user.click(within(table).getByRole('button', { name: 'Contractor' }));
    expect(firstColumn(table)).toEqual(['Camiling Works', 'Bautista Builders', 'Agno Construction']);
    expect(within(table).getByRole('columnheader', { name: /Contractor/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('filters every column with the search box, and says when nothing matches', async () => {
    const { table, user } = renderTable();
    const search = screen.getByRole('textbox', { name: 'Search billings' });
    await user.type(search, 'camiling');
    expect(firstColumn(table)).toEqual(['Camiling Works']);
    await user.clear(search);
    await user.type(search, 'Pangasinan');
    expect(within(table).getByText('No rows match “Pangasinan”.')).toBeTruthy();
  });

  it('pages the rows with the page size given', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, contractor: `Contractor ${String(index + 1).padStart(2, '0')}`, amount: index }));
    const { table, user } = renderTable({ data: many, pageSize: 10, pageSizeOptions: [10, 25], initialSorting: [{ id: 'contractor', desc: false }] });
    expect(firstColumn(table)).toHaveLength(10);
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(firstColumn(table)).toEqual(['Contractor 11', 'Contractor 12']);
    expect(screen.getByText('11–12 of 12')).toBeTruthy();
  });

  it('adds a totals row over the rows that pass the search', async () => {
    const { table, user } = renderTable({
      totals: (rows) => ({ amount: rows.reduce((sum, row) => sum + row.amount, 0).toFixed(2) }),
    });
    const footer = table.querySelector('tfoot') as HTMLElement;
    expect(within(footer).getByText('Total')).toBeTruthy();
    expect(within(footer).getByText('600.00')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Search billings' }), 'Agno');
    expect(within(table.querySelector('tfoot') as HTMLElement).getByText('100.00')).toBeTruthy();
  });

  it("reaches each row's action by keyboard: a button in the first cell, no button role on the row", async () => {
    const onRowClick = vi.fn();
    const { table, user } = renderTable({ onRowClick, rowActionLabel: (row) => `Edit ${row.contractor}`, searchable: false });
    for (const row of within(table).getAllByRole('row')) expect(row.getAttribute('role')).not.toBe('button');

    await user.tab(); // the Contractor sort button
    await user.tab(); // the Amount sort button
    await user.tab();
    expect(document.activeElement).toBe(within(table).getByRole('button', { name: 'Edit Bautista Builders' }));
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(billings[0]);
    await user.tab();
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenLastCalledWith(billings[1]);

    // A mouse may click anywhere on the row; the action runs once.
    await user.click(within(table).getByText('200.00'));
    expect(onRowClick).toHaveBeenLastCalledWith(billings[2]);
    expect(onRowClick).toHaveBeenCalledTimes(3);
  });

  it("links each row to its page from the first cell", async () => {
    const { table } = renderTable({ rowHref: (row) => `/billings/${row.id}`, rowActionLabel: (row) => `Open ${row.contractor}` });
    expect(within(table).getByRole('link', { name: 'Open Agno Construction' }).getAttribute('href')).toBe('/billings/2');
  });

  it('keeps the first column in view while a wide table scrolls inside its card', () => {
    const { table } = renderTable();
    const container = table.parentElement as HTMLElement;
    expect(getComputedStyle(container).overflowX).toBe('auto');
    const firstHeader = within(table).getAllByRole('columnheader')[0] as HTMLElement;
    expect(getComputedStyle(firstHeader).position).toBe('sticky');
  });
});
