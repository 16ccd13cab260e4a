import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../app/paths';
import { siteDetails } from '../lib/site';

/** Spec 1 §1: the public pages' footer — copyright, company name, contact e-mail, Terms and Privacy. */
export function SiteFooter() {
  const { company_name: companyName, contact_email: contactEmail } = siteDetails();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: 2, py: 3, mt: 'auto' }}>
      <Box sx={{ maxWidth: 960, mx: 'auto', display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          © {new Date().getFullYear()} {companyName}. All rights reserved. Contact:{' '}
          <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>
        </Typography>
        <Stack direction="row" spacing={2} component="nav" aria-label="Legal">
          <Link component={RouterLink} to={paths.terms} variant="body2">
            Terms of Service
          </Link>
          <Link component={RouterLink} to={paths.privacy} variant="body2">
            Privacy Policy
          </Link>
        </Stack>
      </Box>
    </Box>
  );
}
