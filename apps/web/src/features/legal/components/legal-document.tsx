import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/page-container';
import { SiteFooter } from '../../../components/site-footer';

export function LegalDocument({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <>
    <PageContainer maxWidth={860} centered>
      <Paper variant="outlined" component="article" sx={{ p: { xs: 2.5, md: 4 }, '& h2': { mt: 3, mb: 1 }, '& p, & li': { lineHeight: 1.7 } }}>
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Last updated {updated}
        </Typography>
        {children}
      </Paper>
    </PageContainer>
    <SiteFooter />
    </>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h2" component="h2">
        {title}
      </Typography>
      {children}
    </section>
  );
}

export function P({ children }: { children: ReactNode }) {
  return (
    <Typography component="p" sx={{ mb: 1.5 }}>
      {children}
    </Typography>
  );
}
