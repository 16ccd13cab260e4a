import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useRouteError } from 'react-router';
import { ChunkLoadError } from '../lib/lazy-page';
import { paths } from './paths';

/** What a page shows when its code could not be loaded or it failed to render. */
export function RouteError() {
  const error = useRouteError();
  const chunk = error instanceof ChunkLoadError;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Alert severity="error" variant="outlined">
        <AlertTitle>{chunk ? 'This page could not be loaded.' : 'Something went wrong on this page.'}</AlertTitle>
        {chunk
          ? 'The connection may be slow or interrupted. Check it, then try again.'
          : 'Try again. If it keeps happening, tell your account holder what you were doing.'}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" size="small" onClick={() => window.location.reload()}>
            Try again
          </Button>
          <Button size="small" component={RouterLink} to={paths.home}>
            Go home
          </Button>
        </Stack>
      </Alert>
    </Box>
  );
}
