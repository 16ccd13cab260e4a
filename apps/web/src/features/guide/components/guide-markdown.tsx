import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link as RouterLink } from 'react-router';
import { headingId } from '../lib/guide-sections';

/** The words of a heading's children, for its anchor (the search index computes the same from the Markdown). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

const components: Components = {
  h1: ({ children }) => (
    <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
      {children}
    </Typography>
  ),
  h2: ({ children }) => (
    <Typography variant="h2" component="h2" id={headingId(textOf(children))} sx={{ mt: 4, mb: 1.5, scrollMarginTop: 80 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography variant="h3" component="h3" id={headingId(textOf(children))} sx={{ mt: 3, mb: 1, scrollMarginTop: 80 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => (
    <Typography component="p" sx={{ mb: 1.5, lineHeight: 1.7 }}>
      {children}
    </Typography>
  ),
  a: ({ href = '', children }) =>
    href.startsWith('/') || href.startsWith('#') ? (
      <Link component={RouterLink} to={href}>
        {children}
      </Link>
    ) : (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Link>
    ),
  img: ({ src, alt }) => (
    <Box
      component="img"
      src={typeof src === 'string' ? src : undefined}
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
      width={1440}
      height={900}
      sx={{ display: 'block', width: '100%', height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, my: 1 }}
    />
  ),
  // On a phone a wide table scrolls inside its box, which the keyboard can reach to scroll it.
  table: ({ children }) => (
    <Box tabIndex={0} role="region" aria-label="Table" sx={{ overflowX: 'auto', mb: 2 }}>
      <Table size="small">{children}</Table>
    </Box>
  ),
  thead: ({ children }) => <TableHead>{children}</TableHead>,
  tbody: ({ children }) => <TableBody>{children}</TableBody>,
  tr: ({ children }) => <TableRow>{children}</TableRow>,
  th: ({ children }) => <TableCell sx={{ fontWeight: 600 }}>{children}</TableCell>,
  td: ({ children }) => <TableCell>{children}</TableCell>,
  code: ({ children }) => (
    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}>
      {children}
    </Box>
  ),
  pre: ({ children }) => (
    <Box component="pre" tabIndex={0} sx={{ overflowX: 'auto', bgcolor: 'action.hover', p: 1.5, borderRadius: 1, '& code': { bgcolor: 'transparent', px: 0 } }}>
      {children}
    </Box>
  ),
  ul: ({ children }) => (
    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 1.5, '& li': { lineHeight: 1.7 } }}>
      {children}
    </Box>
  ),
  ol: ({ children }) => (
    <Box component="ol" sx={{ pl: 3, mt: 0, mb: 1.5, '& li': { lineHeight: 1.7 } }}>
      {children}
    </Box>
  ),
};

/** A guide page: Markdown with GitHub tables, no raw HTML (react-markdown drops it), MUI typography. */
export function GuideMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
      {markdown}
    </Markdown>
  );
}
