import { within } from '@testing-library/react';

/** A table's rows below its header row, each as the text of its cells. */
export function bodyRowsOf(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent));
}
