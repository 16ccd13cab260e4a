import { updatePasswordSchema } from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormPasswordField } from '../../../components/form-fields';
import { notifySuccess } from '../../../lib/notify';
import { useUpdatePassword } from '../api/update-password';

export function UpdatePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const updatePassword = useUpdatePassword();
  return (
    <FormDialog
      open={open}
      title="Update Password"
      schema={updatePasswordSchema}
      defaultValues={{ current_password: '', new_password: '' }}
      submitLabel="Update Password"
      onClose={onClose}
      onSubmit={async (values) => {
        await updatePassword.mutateAsync(values);
        notifySuccess('Password updated successfully!');
      }}
    >
      {(form) => (
        <>
          <FormPasswordField
            control={form.control}
            name="current_password"
            label="Current Password"
            required
            autoFocus
            autoComplete="current-password"
          />
          <FormPasswordField control={form.control} name="new_password" label="New Password" required autoComplete="new-password" />
        </>
      )}
    </FormDialog>
  );
}
