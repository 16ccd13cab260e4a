import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { GuideLayout } from '../components/guide-layout';
import { GuideMarkdown } from '../components/guide-markdown';
import { guideMarkdown } from '../lib/guide-content';
import { findGuidePage, guideToc } from '../lib/guide-toc';

/** `/guide/:slug`: one page of the guide; a slug the contents do not list shows the not-found page. */
export function GuidePage() {
  const { slug } = useParams();
  const entry = findGuidePage(slug);
  const markdown = entry && guideMarkdown(entry.slug);
  if (!entry || markdown === undefined) return <Navigate to={paths.notFound} replace />;

  const position = guideToc.indexOf(entry);
  const previous = guideToc[position - 1];
  const next = guideToc[position + 1];
  return (
    <GuideLayout current={entry.slug}>
      <GuideMarkdown markdown={markdown} />
      <Box component="nav" aria-label="Previous and next page" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mt: 4 }}>
        {previous ? (
          <Button component={RouterLink} to={paths.guidePage(previous.slug)}>
            ← {previous.title}
          </Button>
        ) : (
          <Button component={RouterLink} to={paths.guide}>
            ← User Guide
          </Button>
        )}
        {next && (
          <Button component={RouterLink} to={paths.guidePage(next.slug)}>
            {next.title} →
          </Button>
        )}
      </Box>
    </GuideLayout>
  );
}
