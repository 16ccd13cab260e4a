import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The padding and width every page shares. */
export function PageContainer({ children, maxWidth = 1280 }: { children: ReactNode; maxWidth?: number | string }) {
  return <Box sx={{ px: { xs: 2, md: 3 }, py: { xs: 2, md: 2.5 }, maxWidth, mx: 'auto', width: '100%' }}>{children}</Box>;
}
