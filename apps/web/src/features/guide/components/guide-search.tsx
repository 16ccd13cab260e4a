import { useMemo, useState } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { searchGuide } from '../lib/guide-content';

/** The guide's search box: matching sections as links to their headings. */
export function GuideSearch() {
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchGuide(query), [query]);
  const searching = query.trim().length >= 2;
  return (
    <search>
      <TextField
        label="Search the guide"
        type="search"
        size="small"
        fullWidth
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{ htmlInput: { 'aria-controls': results.length > 0 ? 'guide-search-results' : undefined } }}
      />
      {searching && results.length === 0 && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 1, mt: 1 }}>
          Nothing in the guide matches “{query.trim()}”.
        </Typography>
      )}
      {results.length > 0 && (
        <List id="guide-search-results" aria-label="Search results" dense sx={{ mt: 1 }}>
          {results.map((result) => (
            <ListItem key={result.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={`${paths.guidePage(result.slug)}${result.anchor ? `#${result.anchor}` : ''}`}
                onClick={() => setQuery('')}
              >
                <ListItemText primary={result.heading} secondary={result.pageTitle} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </search>
  );
}
