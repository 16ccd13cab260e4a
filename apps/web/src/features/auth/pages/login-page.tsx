import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import type { LoginInput } from '@subaybay/domain';
import type { LoginErrors } from '../login-check';
import { notify } from '../../../lib/notify';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { useSession } from '../../../lib/session';
import { PRODUCT_NAME } from '../../../lib/site';
import { paths } from '../../../app/paths';

/**
 * The first page most people open: two fields, so no form library, and the
 * domain's schema (with zod) and the sign-in call load while the user types,
 * not with the page (first-load budget, apps/web/first-load-budget.json).
 */
const loadCheck = () => import('../login-check');
/** When the check's code does not arrive (a slow or broken connection): said, and Sign In may be pressed again. */
export const CHECK_LOAD_FAILED = 'The form could not be checked: the connection may be slow or interrupted. Try again.';
const loadLogin = () => import('../api/login');
const preload = () => {
  void loadCheck().catch(() => undefined);
  void loadLogin().catch(() => undefined);
};

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginInput>({ username: '', password: '' });
  // Null until the first Sign In; then checked again as the user corrects a field (as the other forms do).
  const [errors, setErrors] = useState<LoginErrors | null>(null);
  const mutation = useMutation({
    mutationFn: async (values: LoginInput) => (await loadLogin()).login(values),
    onSuccess: () => navigate(paths.dashboard, { replace: true }),
  });

  const check = async (next: LoginInput): Promise<LoginErrors | null> => {
    try {
      return (await loadCheck()).loginErrors(next);
    } catch {
      notify(CHECK_LOAD_FAILED, 'error');
      return null;
    }
  };
  const change = (field: keyof LoginInput) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors !== null) void check(next).then((found) => found && setErrors(found));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await check(values);
    if (!found) return;
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(values);
  };

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
        <form noValidate onInput={preload} onSubmit={(event) => void submit(event)}>
          <Stack spacing={2}>
            <TextInput
              name="username"
              label="Username"
              autoComplete="username"
              autoFocus
              required
              value={values.username}
              onChange={change('username')}
              error={Boolean(errors?.username)}
              helperText={errors?.username}
            />
            <PasswordField
              name="password"
              label="Password"
              autoComplete="current-password"
              required
              value={values.password}
              onChange={change('password')}
              error={Boolean(errors?.password)}
              helperText={errors?.password}
            />
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
