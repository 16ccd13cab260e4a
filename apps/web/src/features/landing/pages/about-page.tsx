import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/page-container';
import { PRODUCT_NAME } from '../../../lib/site';
import { SiteFooter } from '../../../components/site-footer';

export function AboutPage() {
  return (
    <>
    <PageContainer maxWidth={760} centered>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          About {PRODUCT_NAME}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>
          {PRODUCT_NAME} (“to monitor”) is where government works and irrigation offices follow their infrastructure projects
          and contracts: the planned schedule against actual accomplishment, suspensions and time extensions, variation orders,
          billings and the reports that go up the line.
        </Typography>
        <Typography>
          An office registers one account; its account holder adds the engineers, inspectors, accountants and viewers who work
          in it, each with the rights of their role.
        </Typography>
      </Paper>
    </PageContainer>
    <SiteFooter />
    </>
  );
}
