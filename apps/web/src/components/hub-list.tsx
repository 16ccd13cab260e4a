import ChevronRight from '@mui/icons-material/ChevronRight';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';

/** One entry of a hub page: a link to a page, or a button that asks something first (Finance's year). */
export type HubEntry = { label: string; description: string } & ({ to: string } | { onClick: () => void });

/**
 * The list of a hub page (Reports, Contracts Report, Projects Report, Finance):
 * each entry is a list item holding its link or button, so the list is a list
 * to a screen reader (a `ul` holds only `li`s, axe's "list" rule).
 */
export function HubList({ label, entries }: { label: string; entries: HubEntry[] }) {
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={label}>
        {entries.map((entry, index) => (
          <ListItem key={entry.label} disablePadding divider={index < entries.length - 1}>
            {'to' in entry ? (
              <ListItemButton component={RouterLink} to={entry.to}>
                <HubEntryText entry={entry} />
              </ListItemButton>
            ) : (
              <ListItemButton onClick={entry.onClick}>
                <HubEntryText entry={entry} />
              </ListItemButton>
            )}
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

function HubEntryText({ entry }: { entry: HubEntry }) {
  return (
    <>
      <ListItemText primary={entry.label} secondary={entry.description} />
      <ChevronRight aria-hidden />
    </>
  );
}
