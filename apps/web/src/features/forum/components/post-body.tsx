import { useMemo } from 'react';
import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';

/**
 * The same allow-list as the server's (apps/server/src/lib/sanitize-html.ts):
 * the server already sanitised the body; this is a second fence in case a
 * stored body ever escaped it.
 */
const ALLOWED_TAGS = ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'h2', 'h3', 'ul', 'ol', 'li', 'a'];
const ALLOWED_ATTR = ['href', 'rel', 'target'];

export function sanitizePostBody(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}

/** A post's body, rendered as formatted text. */
export function PostBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitizePostBody(html), [html]);
  return (
    <Box
      data-testid="post-body"
      sx={{
        overflowWrap: 'anywhere',
        '& p': { my: 1 },
        '& h2': { typography: 'h5', mt: 2, mb: 1 },
        '& h3': { typography: 'h6', mt: 2, mb: 1 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
        '& pre': { p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' },
        '& code': { fontFamily: 'monospace' },
      }}
      // Sanitised twice: on the server before it was stored, and here.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
