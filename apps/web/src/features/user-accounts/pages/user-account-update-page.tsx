import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useNavigate, useParams } from 'react-router';
import { can, refusalFor, RoleId, roleNames, updateUserSchema, type User } from '@subaybay/domain';
import { applyServerError } from '../../../components/form-dialog';
import { FormCheckboxField, FormPasswordField, FormTextField } from '../../../components/form-fields';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { DetailsSkeleton } from '../../../components/skeletons';
import { notify, notifySuccess } from '../../../lib/notify';
import { useActor } from '../../../lib/session';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { pathId } from '../../../lib/path-params';
import { paths } from '../../../app/paths';

type FormValues = z.input<typeof updateUserSchema>;
type FormOutput = z.output<typeof updateUserSchema>;

const roleFields = [
  { name: 'is_account_holder', role: RoleId.AccountHolder },
  { name: 'is_project_inspector', role: RoleId.ProjectInspector },
  { name: 'is_financial_encoder', role: RoleId.AccountingOfficer },
  { name: 'is_viewer', role: RoleId.Viewer },
] as const;

function toFormValues(user: User): FormValues {
  const has = (role: number) => user.roles.some((r) => r.id === role);
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    position: user.position,
    password: '',
    is_account_holder: has(RoleId.AccountHolder),
    is_project_inspector: has(RoleId.ProjectInspector),
    is_financial_encoder: has(RoleId.AccountingOfficer),
    is_viewer: has(RoleId.Viewer),
    is_active: user.is_active,
  };
}

export function UserAccountUpdatePage() {
  const { userAccountId } = useParams();
  const id = pathId(userAccountId);
  const valid = id !== null;
  const navigate = useNavigate();
  const userQuery = useUser(id);
  const user = userQuery.data;
  const actor = useActor();
  // Another user's form (with its New Password) is not offered to who may not save it: the server refuses it anyway.
  const mayOpenForm = (loaded: User) => actor !== null && (actor.userId === loaded.id || can(actor, 'users.updateOthers'));

  // Spec 1 §8: opened without an id.
  useEffect(() => {
    if (!valid) {
      notify('Invalid page request.', 'error');
      void navigate(paths.home, { replace: true });
    }
  }, [valid, navigate]);

  return (
    <PageContainer maxWidth={760}>
      <PageHeader
        title="Update User Account"
        breadcrumbs={[
          { label: 'Home', to: paths.dashboard },
          { label: 'User Profile', to: id !== null ? paths.userProfile(id) : paths.dashboard },
          { label: 'Update User Account' },
        ]}
        subtitle={user ? `@${user.username}` : undefined}
      />
      {valid && (
        <QueryState query={userQuery} loading={<DetailsSkeleton fields={6} />}>
          {(loaded) => (mayOpenForm(loaded) ? <UserAccountForm key={loaded.id} user={loaded} /> : <Alert severity="info">{refusalFor('users.updateOthers')}</Alert>)}
        </QueryState>
      )}
    </PageContainer>
  );
}

function UserAccountForm({ user }: { user: User }) {
  const actor = useActor();
  const navigate = useNavigate();
  const updateUser = useUpdateUser();
  const mayChangeRoles = actor !== null && can(actor, 'users.changeRoles');
  const editingSelf = actor?.userId === user.id;
  // One's own password changes through Change Password, which asks for the current one.
  const mayResetPassword = !editingSelf;
  const mayDeactivate = !editingSelf && actor !== null && can(actor, 'users.updateOthers');
  const [serverError, setServerError] = useState<string | null>(null);
  const defaults = toFormValues(user);
  const form = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(updateUserSchema), defaultValues: defaults });

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const payload: FormOutput = { ...values };
    if (!mayChangeRoles) for (const field of roleFields) delete payload[field.name];
    if (!mayResetPassword) delete payload.password;
    if (!mayDeactivate) delete payload.is_active;
    try {
      await updateUser.mutateAsync(payload);
      notifySuccess('User Account updated successfully!');
      await navigate(paths.userProfile(user.id));
    } catch (error) {
      applyServerError(error, form, defaults, setServerError);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <form noValidate onSubmit={submit} aria-label="Update user account">
        <Stack spacing={2}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField control={form.control} name="first_name" label="First Name" required autoFocus />
            <FormTextField control={form.control} name="last_name" label="Last Name" required />
          </Box>
          <FormTextField control={form.control} name="email" label="E-mail" type="email" required />
          <FormTextField control={form.control} name="position" label="Position" required />
          {mayResetPassword && (
            <FormPasswordField
              control={form.control}
              name="password"
              label="New Password"
              autoComplete="new-password"
              helperText="Leave empty to keep the current password. A new password signs the user out everywhere."
            />
          )}
          {mayDeactivate && (
            <FormCheckboxField
              control={form.control}
              name="is_active"
              label="Active (untick to sign this user out and stop their sign-in)"
            />
          )}
          {mayChangeRoles && (
            <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1 }}>
              <FormLabel component="legend" sx={{ px: 0.5 }}>
                Roles
              </FormLabel>
              <FormGroup row>
                {roleFields.map((field) => (
                  <FormCheckboxField key={field.name} control={form.control} name={field.name} label={roleNames[field.role]} />
                ))}
              </FormGroup>
            </Box>
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button color="inherit" onClick={() => void navigate(-1)}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={updateUser.isPending}>
              Save
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
