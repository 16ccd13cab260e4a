import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../app/paths';
import { errorMessages } from '../lib/api-client';
import { notify, TOAST_DEFAULT_MS } from '../lib/notify';
import { useSession } from '../lib/session';

/** The not-found page's words (spec 3 §8). */
export const NOT_FOUND_TITLE = "Oops! The page you're trying to access does not exist!";

export interface NotFoundMessageProps {
  /** Why, in a sentence (e.g. "There is no contract 9999 in this office."). */
  detail?: string;
  /** The way back; by default the dashboard for a signed-in user, else the home page. */
  back?: { to: string; label: string };
  /** h1 on a page of its own; h2 inside a page that already has its title. */
  headingLevel?: 'h1' | 'h2';
}

/**
 * The app's not-found, inside the shell (decision 024): the spec's words and
 * a way back. A signed-in user is never sent to the marketing page for it.
 */
export function NotFoundMessage({ detail, back, headingLevel = 'h1' }: NotFoundMessageProps) {
  const signedIn = useSession() !== null;
  const way = back ?? (signedIn ? { to: paths.dashboard, label: 'Go to the dashboard' } : { to: paths.home, label: 'Go to the home page' });
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', px: 2, py: { xs: 6, md: 10 } }}>
      <Typography variant="overline" color="text.secondary">
        404
      </Typography>
      <Typography variant="h1" component={headingLevel} sx={headingLevel === 'h2' ? { fontSize: '1.5rem' } : undefined}>
        {NOT_FOUND_TITLE}
      </Typography>
      <Typography color="text.secondary">{detail ?? 'Check the address, or start again from the home page.'}</Typography>
      <Button variant="contained" component={RouterLink} to={way.to}>
        {way.label}
      </Button>
    </Stack>
  );
}

/**
 * A page whose main record the server does not know (404, or another
 * office's): the spec's 404 toast once (spec 1 §8) and the not-found inside
 * the shell, where the user stays, instead of going home.
 */
export function RecordNotFound(props: NotFoundMessageProps) {
  const toasted = useRef(false);
  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    notify(errorMessages.notFound, 'error', TOAST_DEFAULT_MS);
  }, []);
  return <NotFoundMessage headingLevel="h2" {...props} />;
}
