import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The padding and width every page shares. */
/** Work pages sit at the left edge next to the menu; reading pages (terms, about) are centred. */
export function PageContainer({
  children,
  maxWidth = 1280,
  centered = false,
}: {
  children: ReactNode;
  maxWidth?: number | string;
  centered?: boolean;
}) {
  return (
    <Box
      sx={{
        px: { xs: 2, md: 3 },
        py: { xs: 2, md: 2.5 },
        maxWidth,
        mx: centered ? 'auto' : 0,
        width: '100%',
        // On paper a page is as wide as the sheet (print.css gives the margins).
        '@media print': { maxWidth: 'none', p: 0 },
      }}
    >
      {children}
    </Box>
  );
}
