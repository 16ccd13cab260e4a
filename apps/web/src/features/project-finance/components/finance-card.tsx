import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PrimaryAction, type PageAction } from '../../../components/page-header';

/** A section of Project Details: its title, its primary action (disabled with the reason), then its content. */
export function FinanceCard({ title, action, children }: { title: string; action?: PageAction; children: ReactNode }) {
  const headingId = `finance-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h2" component="h2" sx={{ flex: 1, fontSize: '1.1rem' }}>
          {title}
        </Typography>
        {action && <PrimaryAction action={action} />}
      </Box>
      {children}
    </Paper>
  );
}
