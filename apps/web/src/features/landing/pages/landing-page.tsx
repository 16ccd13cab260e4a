import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import { Link as RouterLink } from 'react-router';
import { MONTHLY_PRICE_PESOS } from '@subaybay/domain';
import { formatPesos } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { PRODUCT_NAME } from '../../../lib/site';
import { SiteFooter } from '../../../components/site-footer';
import { paths } from '../../../app/paths';

const features = [
  {
    icon: <AssessmentOutlined fontSize="large" color="primary" />,
    title: 'Reporting, generic and custom formats',
    text: 'Contract summaries, timelines and the reports your auditors ask for, in the standard formats or your office’s own, ready to download as Excel.',
  },
  {
    icon: <ShowChartOutlined fontSize="large" color="primary" />,
    title: 'Realtime data visualization',
    text: 'Planned S-curves against actual accomplishment, slippage and suspensions, updated the moment an inspector enters a figure.',
  },
  {
    icon: <RouteOutlined fontSize="large" color="primary" />,
    title: 'Simplified navigation',
    text: 'Projects by implementation year, contracts by status, billings and time extensions: every record two clicks from the dashboard.',
  },
];

export function LandingPage() {
  const signedIn = useSession() !== null;
  const price = formatPesos(Number(MONTHLY_PRICE_PESOS));
  return (
    <Box>
      <Box component="section" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: 2, py: { xs: 6, md: 10 } }}>
        <Box sx={{ maxWidth: 960, mx: 'auto' }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
            Project and contract monitoring for government offices
          </Typography>
          <Typography component="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.5rem' }, fontWeight: 700, lineHeight: 1.2, mt: 1, mb: 2 }}>
            Every project and contract of your office, monitored in one place.
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.0625rem', maxWidth: 680, mb: 4 }}>
            {PRODUCT_NAME} replaces the spreadsheets of district and irrigation offices: physical schedules, accomplishments,
            suspensions, billings and reports, checked by the same rules for every engineer and accountant.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {signedIn ? (
              <Button variant="contained" size="large" component={RouterLink} to={paths.dashboard}>
                Go to your dashboard
              </Button>
            ) : (
              <>
                <Button variant="contained" size="large" component={RouterLink} to={paths.register}>
                  Register your office
                </Button>
                <Button variant="outlined" size="large" component={RouterLink} to={paths.login}>
                  Sign In
                </Button>
              </>
            )}
          </Stack>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="features-title" sx={{ px: 2, py: { xs: 5, md: 8 } }}>
        <Box sx={{ maxWidth: 960, mx: 'auto' }}>
          <Typography id="features-title" variant="h2" component="h2" sx={{ mb: 3 }}>
            What your office gets
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {features.map((feature) => (
              <Paper key={feature.title} variant="outlined" sx={{ p: 3 }}>
                {feature.icon}
                <Typography variant="h3" component="h3" sx={{ mt: 1.5, mb: 1 }}>
                  {feature.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {feature.text}
                </Typography>
              </Paper>
            ))}
          </Box>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="pricing-title" sx={{ px: 2, pb: { xs: 5, md: 8 } }}>
        <Paper variant="outlined" sx={{ maxWidth: 960, mx: 'auto', p: { xs: 3, md: 4 }, display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center' }}>
          <Box sx={{ flex: '1 1 320px' }}>
            <Typography id="pricing-title" variant="h2" component="h2" sx={{ mb: 1 }}>
              One price for the whole office
            </Typography>
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{price}</Typography>
            <Typography color="text.secondary">per month, billed at the end of the billing period</Typography>
          </Box>
          <Stack spacing={1} sx={{ flex: '1 1 280px' }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {['Unlimited projects and contracts', 'User accounts for every inspector and accountant', 'Excel reports and S-curves'].map((item) => (
              <Stack key={item} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <CheckCircleOutlined fontSize="small" color="success" />
                <Typography variant="body2">{item}</Typography>
              </Stack>
            ))}
          </Stack>
        </Paper>
      </Box>

      <SiteFooter />
    </Box>
  );
}
