import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { SiteFooter } from '../../../components/site-footer';

export function NotFoundPage() {
  return (
    <>
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', px: 2, py: { xs: 6, md: 10 } }}>
      <Typography variant="overline" color="text.secondary">
        404
      </Typography>
      <Typography variant="h1" component="h1">
        Oops! The page you&apos;re trying to access does not exist!
      </Typography>
      <Typography color="text.secondary">Check the address, or start again from the home page.</Typography>
      <Button variant="contained" component={RouterLink} to={paths.home}>
        Go to the home page
      </Button>
    </Stack>
    <SiteFooter />
    </>
  );
}
