import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { stubPhoneWidth } from '../test/phone-width';
import { renderPage } from '../test/render';
import Button from '@mui/material/Button';
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

  it('prints every row that passes the search, not the page on screen, and pages again after printing', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, contractor: `Contractor ${String(index + 1).padStart(2, '0')}`, amount: index }));
    const { table, user } = renderTable({ data: many, pageSize: 5, pageSizeOptions: [5, 10], initialSorting: [{ id: 'contractor', desc: false }] });
    await user.type(screen.getByRole('textbox', { name: 'Search billings' }), 'Contractor 0');
    expect(firstColumn(table)).toHaveLength(5); // 01–09 match; a page of 5 on screen
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(firstColumn(table)).toEqual(Array.from({ length: 9 }, (_, index) => `Contractor 0${index + 1}`));
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(firstColumn(table)).toHaveLength(5);
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

interface Source {
  id: number;
  name: string;
  allotment: number;
  balance: number;
}

const sourceColumn = createColumnHelper<Source>();
const sourceColumns = [
  sourceColumn.accessor('name', { header: 'Expenditure Source' }),
  sourceColumn.accessor('allotment', { header: 'Allotment', cell: (info) => info.getValue().toFixed(2), meta: { numeric: true } }),
  sourceColumn.accessor('balance', { header: 'Balance', cell: (info) => info.getValue().toFixed(2), meta: { numeric: true, cardFigure: true } }),
  sourceColumn.display({
    id: 'actions',
    header: 'Actions',
    cell: (info) => <Button aria-label={`Delete ${info.row.original.name}`}>Delete</Button>,
    meta: { cardActions: true },
  }),
];
const sources: Source[] = [
  { id: 1, name: 'General Fund', allotment: 500, balance: 120 },
  { id: 2, name: 'Road Board', allotment: 300, balance: 75 },
];

function renderSources(props: Partial<DataTableProps<Source>> = {}) {
  renderPage(<DataTable label="Expenditure sources" columns={sourceColumns} data={sources} getRowId={(row) => String(row.id)} {...props} />);
  return { list: screen.getByRole('list', { name: 'Expenditure sources' }), user: userEvent.setup() };
}

/** The card (list item) whose title is `name`. */
function cardOf(list: HTMLElement, name: string): HTMLElement {
  const card = within(list).getAllByRole('listitem').find((item) => item.textContent?.startsWith(name));
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('DataTable on a phone (below 600 px)', () => {
  beforeEach(stubPhoneWidth);
  afterEach(() => vi.unstubAllGlobals());

  it('shows each row as a card, not a table: identity and key figure first, every other column as a label–value line', () => {
    const { list } = renderSources();
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const card = cardOf(list, 'General Fund');
    // The figure sits beside the title, with its header as its label; it is not repeated beneath.
    expect(card.textContent).toMatch(/^General FundBalance120\.00/);
    const terms = [...card.querySelectorAll('dt')].map((term) => term.textContent);
    const values = [...card.querySelectorAll('dd')].map((value) => value.textContent);
    expect(terms).toEqual(['Allotment']);
    expect(values).toEqual(['500.00']);
  });

  it("keeps the row's link on its title, and its buttons at the foot of the card", () => {
    const { list } = renderSources({ rowHref: (row) => `/sources/${row.id}`, rowActionLabel: (row) => `Open ${row.name}` });
    const link = within(list).getByRole('link', { name: 'Open Road Board' });
    expect(link.getAttribute('href')).toBe('/sources/2');
    expect(link.textContent).toBe('Road Board');
    const card = cardOf(list, 'Road Board');
    const deleteButton = within(card).getByRole('button', { name: 'Delete Road Board' });
    // The foot comes after the fields, and the Actions header is not a field.
    expect(card.lastElementChild?.contains(deleteButton)).toBe(true);
    expect([...card.querySelectorAll('dt')].map((term) => term.textContent)).not.toContain('Actions');
  });

  it("opens the row's action from a button title when the row has no page", async () => {
    const onRowClick = vi.fn();
    const { list, user } = renderSources({ onRowClick, rowActionLabel: (row) => `Edit ${row.name}` });
    await user.click(within(list).getByRole('button', { name: 'Edit General Fund' }));
    expect(onRowClick).toHaveBeenCalledWith(sources[0]);
  });

  it('ends with a Total card over the rows that pass the search', async () => {
    const { list, user } = renderSources({
      totals: (rows) => ({
        allotment: rows.reduce((sum, row) => sum + row.allotment, 0).toFixed(2),
        balance: rows.reduce((sum, row) => sum + row.balance, 0).toFixed(2),
      }),
    });
    const items = within(list).getAllByRole('listitem');
    const total = items[items.length - 1] as HTMLElement;
    expect(total.textContent).toMatch(/^TotalBalance195\.00/);
    expect([...total.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['800.00']);

    await user.type(screen.getByRole('textbox', { name: 'Search expenditure sources' }), 'Road');
    const filtered = within(screen.getByRole('list', { name: 'Expenditure sources' })).getAllByRole('listitem');
    expect(filtered).toHaveLength(2);
    expect(filtered[1]?.textContent).toMatch(/^TotalBalance75\.00/);
  });

  it('says when no row matches the search, and shows no Total card then', async () => {
    const { user } = renderSources({ totals: () => ({ balance: '0.00' }) });
    await user.type(screen.getByRole('textbox', { name: 'Search expenditure sources' }), 'Pangasinan');
    expect(screen.getByText('No rows match “Pangasinan”.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Expenditure sources' })).toBeNull();
  });

  it("puts a row's spanning sentence in its card in place of the columns it covers", () => {
    const { list } = renderSources({
      spanningCell: (row) => (row.id === 2 ? { fromColumn: 'allotment', content: 'Figures refused: the schedule is missing.' } : null),
    });
    const card = cardOf(list, 'Road Board');
    expect(within(card).getByText('Figures refused: the schedule is missing.')).toBeTruthy();
    expect(card.querySelectorAll('dt')).toHaveLength(0);
    expect(card.textContent).not.toContain('75.00');
  });

  it('sorts the cards with the Sort by select', async () => {
    const { user } = renderSources();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort expenditure sources by' }), 'Balance, ascending');
    const titles = () => within(screen.getByRole('list', { name: 'Expenditure sources' })).getAllByRole('listitem').map((item) => item.querySelector('div')?.textContent?.split('Balance')[0]);
    expect(titles()).toEqual(['Road Board', 'General Fund']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort expenditure sources by' }), 'Balance, descending');
    expect(titles()).toEqual(['General Fund', 'Road Board']);
  });

  it('offers no Sort by for a single row', () => {
    renderSources({ data: [sources[0]!] });
    expect(screen.queryByRole('combobox', { name: 'Sort expenditure sources by' })).toBeNull();
  });

  it('names a numeric title by its header, so a bare number says what it is', () => {
    const dayColumn = createColumnHelper<Billing>();
    renderPage(
      <DataTable
        label="Billings"
        columns={[
          dayColumn.accessor('id', { header: 'Day Elapsed', meta: { numeric: true } }),
          dayColumn.accessor('amount', { header: 'Amount', meta: { numeric: true, cardFigure: true } }),
        ]}
        data={billings}
        onRowClick={() => undefined}
        rowActionLabel={(row) => `Day Elapsed ${row.id}, billing of ${row.amount}`}
      />,
    );
    expect(screen.getByRole('button', { name: 'Day Elapsed 2, billing of 100' }).textContent).toBe('Day Elapsed 2');
  });

  it('pages the cards with the page size given', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `Source ${String(index + 1).padStart(2, '0')}`, allotment: index, balance: index }));
    const { list, user } = renderSources({ data: many, pageSize: 10, pageSizeOptions: [10, 25] });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(within(screen.getByRole('list', { name: 'Expenditure sources' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('is still a table above 600 px', () => {
    vi.unstubAllGlobals();
    renderPage(<DataTable label="Expenditure sources" columns={sourceColumns} data={sources} />);
    expect(screen.getByRole('table', { name: 'Expenditure sources' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Expenditure sources' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Balance' })).toBeTruthy();
  });
});
