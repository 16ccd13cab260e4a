import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { registerFormSchema, type CreateAccountInput } from '@subaybay/domain';
import { applyServerError } from '../../../components/form-dialog';
import { FormCheckboxField, FormPasswordField, FormSelectField, FormTextField } from '../../../components/form-fields';
import { formatPesos } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCreateAccount } from '../api/create-account';
import { useOfferedSubscriptionTypes } from '../api/get-subscription-types';
import { paths } from '../../../app/paths';

type RegisterFormValues = z.input<typeof registerFormSchema>;
type RegisterFormOutput = z.output<typeof registerFormSchema>;

const defaultValues: DefaultValues<RegisterFormValues> = {
  office_name: '',
  username: '',
  email: '',
  first_name: '',
  last_name: '',
  password: '',
  repeat_password: '',
  agree: false as unknown as true,
};

export const accountCreatedMessage = 'Account created successfully! you can now login to your account.';

/** Spec 1 §2 and §5: every field and message of the registration. */
export function RegisterPage() {
  const navigate = useNavigate();
  const form = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues,
  });
  const subscriptionTypes = useOfferedSubscriptionTypes();
  const createAccount = useCreateAccount();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const { repeat_password: _repeat, agree: _agree, ...payload } = values;
    try {
      await createAccount.mutateAsync(payload as CreateAccountInput);
      notifySuccess(accountCreatedMessage);
      await navigate(paths.login);
    } catch (error) {
      applyServerError(error, form, defaultValues as Record<string, unknown>, setServerError);
    }
  });

  const options = (subscriptionTypes.data ?? []).map((type) => ({
    value: type.id,
    label: `${type.name} — ${formatPesos(type.price)}`,
  }));

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 600, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
          Register your office
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          One account per office. You become its account holder and can add your staff afterwards.
        </Typography>
        <form noValidate onSubmit={submit} aria-label="Registration">
          <Stack spacing={2}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <FormTextField control={form.control} name="office_name" label="Office Name" required autoFocus autoComplete="organization" />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField control={form.control} name="first_name" label="First Name" required autoComplete="given-name" />
              <FormTextField control={form.control} name="last_name" label="Last Name" required autoComplete="family-name" />
            </Box>
            <FormTextField control={form.control} name="email" label="E-mail" type="email" required autoComplete="email" />
            <FormTextField control={form.control} name="username" label="Username" required autoComplete="username" />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormPasswordField control={form.control} name="password" label="Password" required autoComplete="new-password" />
              <FormPasswordField control={form.control} name="repeat_password" label="Repeat Password" required autoComplete="new-password" />
            </Box>
            <FormSelectField
              control={form.control}
              name="subscription_type_id"
              label="Subscription Type"
              required
              options={options}
              helperText={subscriptionTypes.isPending ? 'Loading subscription types…' : 'Billed at the end of the billing period.'}
            />
            <FormCheckboxField
              control={form.control}
              name="agree"
              label={
                <Typography variant="body2">
                  I agree to the{' '}
                  <Link component={RouterLink} to={paths.terms} target="_blank" rel="noopener">
                    Terms of Service
                  </Link>
                </Typography>
              }
            />
            <Button type="submit" variant="contained" size="large" loading={createAccount.isPending}>
              Create Account
            </Button>
          </Stack>
        </form>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          Already registered?{' '}
          <Link component={RouterLink} to={paths.login}>
            Sign in
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
