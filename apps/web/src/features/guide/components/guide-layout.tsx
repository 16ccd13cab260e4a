import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { guideToc } from '../lib/guide-toc';
import { GuideSearch } from './guide-search';

/** The table of contents, the current page marked. */
export function GuideToc({ current }: { current?: string }) {
  return (
    <nav aria-label="Guide contents">
      <List dense disablePadding>
        <ListItem disablePadding>
          <ListItemButton component={RouterLink} to={paths.guide} selected={current === undefined} aria-current={current === undefined ? 'page' : undefined}>
            <ListItemText primary="User Guide" />
          </ListItemButton>
        </ListItem>
        {guideToc.map((entry) => (
          <ListItem key={entry.slug} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={paths.guidePage(entry.slug)}
              selected={current === entry.slug}
              aria-current={current === entry.slug ? 'page' : undefined}
            >
              <ListItemText primary={entry.title} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}

/** The contents under their heading; the layout shows them beside the page on wide screens and after it on a phone, one at a time. */
function GuideContents({ current, display }: { current?: string; display: { xs: 'none' | 'block'; md: 'none' | 'block' } }) {
  return (
    <Box sx={{ display }}>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ px: 2 }}>
        Contents
      </Typography>
      <GuideToc current={current} />
    </Box>
  );
}

/** Search and contents beside the page on wide screens, above it on a phone; a `#section` in the address scrolls to it. */
export function GuideLayout({ current, children }: { current?: string; children: ReactNode }) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      // Another page of the guide opens at its top, not where the last one was left.
      if (window.scrollY > 0) window.scrollTo({ top: 0 });
      return;
    }
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
  }, [current, hash]);

  return (
    <PageContainer maxWidth={1180}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box
          // Beside a long page the search box and contents stay in view, scrolling on their own when results are many.
          sx={{ position: { md: 'sticky' }, top: { md: 80 }, maxHeight: { md: 'calc(100vh - 96px)' }, overflowY: { md: 'auto' }, display: 'grid', gap: 2, alignContent: 'start', pt: 0.75 }}
        >
          <GuideSearch />
          <GuideContents current={current} display={{ xs: 'none', md: 'block' }} />
        </Box>
        <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 4 }, minWidth: 0 }}>
          {children}
        </Paper>
        <GuideContents current={current} display={{ xs: 'block', md: 'none' }} />
      </Box>
    </PageContainer>
  );
}
