import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { renderPage } from '../test/render';
import { TableRegion } from './table-region';

describe('TableRegion', () => {
  it.each([false, true])('is a named region a keyboard can focus to scroll the table (outlined: %s)', (outlined) => {
    renderPage(
      <TableRegion label="Contracts of the project" outlined={outlined}>
        <Table aria-label="Contracts">
          <TableBody>
            <TableRow>
              <TableCell>DEMO-TRIS-2026-01</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableRegion>,
    );
    const region = screen.getByRole('region', { name: 'Contracts of the project' });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector('table')?.getAttribute('aria-label')).toBe('Contracts');
  });
});
