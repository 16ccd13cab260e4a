import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { GuideLayout } from '../components/guide-layout';
import { GuideMarkdown } from '../components/guide-markdown';
import { guideMarkdown } from '../lib/guide-content';
import { guideToc } from '../lib/guide-toc';

/** `/guide`: what Subaybay is, where to start, and every page of the guide. */
export function GuideIndexPage() {
  return (
    <GuideLayout>
      <GuideMarkdown markdown={guideMarkdown('index') ?? ''} />
      <Typography variant="h2" component="h2" id="pages-of-the-guide" sx={{ mt: 4, mb: 1 }}>
        Pages of the guide
      </Typography>
      <List aria-labelledby="pages-of-the-guide" disablePadding>
        {guideToc.map((entry) => (
          <ListItem key={entry.slug} disableGutters alignItems="flex-start">
            <ListItemText
              primary={
                <Link component={RouterLink} to={paths.guidePage(entry.slug)} sx={{ fontWeight: 600 }}>
                  {entry.title}
                </Link>
              }
              secondary={entry.summary}
            />
          </ListItem>
        ))}
      </List>
    </GuideLayout>
  );
}
