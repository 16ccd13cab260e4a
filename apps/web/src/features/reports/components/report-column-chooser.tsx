import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';

/**
 * The columns a person chose for a wide report, remembered in this browser
 * (localStorage) so the report opens the same way next time. A stored list
 * that names no known column (an older version's) falls back to the default.
 */
export function readChosenColumns(storageKey: string, all: readonly string[], defaults: readonly string[]): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null');
    if (Array.isArray(stored)) {
      const known = all.filter((id) => stored.includes(id));
      if (known.length > 0) return known;
    }
  } catch {
    // Unreadable (private mode, a hand-edited value): the default.
  }
  return [...defaults];
}

export function useChosenColumns(storageKey: string, all: readonly string[], defaults: readonly string[]) {
  const [chosen, setChosen] = useState(() => readChosenColumns(storageKey, all, defaults));
  const choose = (next: readonly string[]) => {
    // Report order, whatever order they were ticked in.
    const ordered = all.filter((id) => next.includes(id));
    setChosen(ordered);
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(ordered));
    } catch {
      // Not remembered, still shown.
    }
  };
  return { chosen, choose };
}

/**
 * "Columns (10 of 19)": a menu of the report's columns with a tick each, and
 * "Show all" / "Default". The first column (the row's identity) is always shown.
 */
export function ReportColumnChooser({
  all,
  defaults,
  chosen,
  onChange,
  fixed,
}: {
  all: readonly string[];
  defaults: readonly string[];
  chosen: readonly string[];
  onChange: (next: readonly string[]) => void;
  /** The column that cannot be hidden. */
  fixed: string;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (id: string) => onChange(chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id]);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns ({chosen.length} of {all.length})
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxHeight: 480 } }, list: { 'aria-label': 'Columns shown' } }}>
        <MenuItem onClick={() => onChange(all)}>Show all</MenuItem>
        <MenuItem onClick={() => onChange(defaults)}>Default columns</MenuItem>
        <Divider />
        {all.map((id) => (
          <MenuItem key={id} role="menuitemcheckbox" aria-checked={chosen.includes(id)} disabled={id === fixed} onClick={() => toggle(id)} dense>
            <ListItemIcon>
              {/* A picture of the tick: the item itself is the checkbox (menuitemcheckbox). */}
              {chosen.includes(id) ? <CheckBoxOutlined fontSize="small" color="primary" /> : <CheckBoxOutlineBlank fontSize="small" />}
            </ListItemIcon>
            <ListItemText primary={id} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
