import { useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DataTable, type DataTableProps } from './data-table';

export interface RowMenuItem<T> {
  label: string;
  icon: ReactNode;
  onSelect: (row: T) => void;
}

export interface RowMenuTableProps<T> extends DataTableProps<T> {
  /** The row's actions (Update, Delete…); without them the table is a plain DataTable. */
  rowMenu?: RowMenuItem<T>[];
}

/**
 * A DataTable whose row opens a menu of the row's actions, anchored under the
 * clicked row (spec 3 §2: the row menu of variation orders, physical features,
 * fund sources). The menu closes before the chosen action runs.
 */
export function RowMenuTable<T>({ rowMenu, ...table }: RowMenuTableProps<T>) {
  const [menu, setMenu] = useState<{ row: T; anchor: HTMLElement } | null>(null);
  // DataTable hands over the row's data, not its element: the click's row is caught on the way down.
  const clickedRow = useRef<HTMLElement | null>(null);
  if (!rowMenu) return <DataTable {...table} />;
  return (
    <>
      <Box
        onClickCapture={(event) => {
          clickedRow.current = (event.target as HTMLElement).closest('tr');
        }}
      >
        <DataTable
          {...table}
          onRowClick={(row) => {
            if (clickedRow.current) setMenu({ row, anchor: clickedRow.current });
          }}
        />
      </Box>
      <Menu open={menu !== null} anchorEl={menu?.anchor} onClose={() => setMenu(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        {rowMenu.map((item) => (
          <MenuItem
            key={item.label}
            onClick={() => {
              setMenu(null);
              if (menu) item.onSelect(menu.row);
            }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
