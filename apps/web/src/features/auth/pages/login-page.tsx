import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import type { LoginInput } from '@subaybay/domain';
import { FormPasswordField, FormTextField } from '../../../components/form-fields';
import { useSession } from '../../../lib/session';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { PRODUCT_NAME } from '../../../lib/site';
import { login } from '../api/login';
import { paths } from '../../../app/paths';

// zod and the schema load while the user types, not with the page (first-load budget).
const loginResolver = lazyResolver(() => import('../login-resolver').then((m) => m.loginResolver));

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({ resolver: loginResolver, defaultValues: { username: '', password: '' } });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: () => navigate(paths.dashboard, { replace: true }),
  });

  // Someone already signed in (another tab, the back button) goes on to work.
  if (session?.user && !mutation.isPending) return <Navigate to={paths.dashboard} replace />;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 380, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
          Sign in
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Use the username your office&apos;s account holder gave you.
        </Typography>
        <form noValidate onInput={loginResolver.preload} onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
          <Stack spacing={2}>
            <FormTextField control={form.control} name="username" label="Username" autoComplete="username" autoFocus required />
            <FormPasswordField control={form.control} name="password" label="Password" autoComplete="current-password" required />
            <Button type="submit" variant="contained" size="large" loading={mutation.isPending} fullWidth>
              Sign In
            </Button>
          </Stack>
        </form>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          New to {PRODUCT_NAME}?{' '}
          <Link component={RouterLink} to={paths.register}>
            Register your office
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
