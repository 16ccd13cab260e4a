import { createUserSchema } from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormPasswordField, FormSelectField, FormTextField } from '../../../components/form-fields';
import { notifySuccess } from '../../../lib/notify';
import { useCreateUser } from '../api/create-user';
import { useRoles } from '../api/get-roles';
import { roleLabel } from './role-label';

export function AddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const createUser = useCreateUser();
  const roles = useRoles({ enabled: open });
  const options = (roles.data ?? []).map((role) => ({ value: role.id, label: roleLabel(role) }));
  return (
    <FormDialog
      open={open}
      title="Add User"
      schema={createUserSchema}
      defaultValues={{ username: '', password: '' }}
      submitLabel="Add User"
      onClose={onClose}
      description="The new user signs in with this username and password, then completes their name and e-mail in their profile."
      onSubmit={async (values) => {
        await createUser.mutateAsync(values);
        notifySuccess('User Account created successfully!');
      }}
    >
      {(form) => (
        <>
          <FormSelectField control={form.control} name="role_id" label="Role" required options={options} autoFocus />
          <FormTextField control={form.control} name="username" label="Username" required autoComplete="off" />
          <FormPasswordField control={form.control} name="password" label="Password" required autoComplete="new-password" />
        </>
      )}
    </FormDialog>
  );
}
